import type { ReactNode } from 'react';
import { ApiError, failureText } from '@/api/api-error';
import { useOnline } from '@/sync/network';
import { ImportButtonView, useImportView, type ImportButtonProps, type ImportRefusal, type ImportRowError } from '@/ui/import-button';

/** A refusal's result as the server answers it: the errors, and how many rows were wrong and right. */
type RefusalResult = { errors?: ImportRowError[]; invalid_rows?: number; valid_rows?: number };

function readRefusal(err: unknown, failed: string): ImportRefusal {
  const result = err instanceof ApiError ? ((err.result as RefusalResult | null) ?? {}) : {};
  return { message: failureText(err, failed), errors: result.errors ?? [], invalidRows: result.invalid_rows, validRows: result.valid_rows };
}

/**
 * The one Excel import (drawn by src/ui's ImportButtonView): online only; nothing already saved
 * changes when a sheet is refused, since the server takes a sheet whole or not at all, and the
 * rows it refused are listed with their row and column.
 */
export function ImportButton<R>(props: ImportButtonProps<R>) {
  const online = useOnline();
  return <ImportButtonView {...props} online={online} readRefusal={readRefusal} />;
}

/** The same import with its panel handed back apart, for a button in a header row of actions. */
export function useImport<R>(props: ImportButtonProps<R>): { button: ReactNode; panel: ReactNode } {
  const online = useOnline();
  return useImportView({ ...props, online, readRefusal });
}
