import { useState } from 'react';
import { Alert, Button, FileButton, List, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText } from '@/api/api-error';
import { useOnline } from '@/sync/network';
import { notify } from './notify';

/** A refused row of an imported sheet, as the server answers it: its message already names the row and column. */
export type ImportRowError = { row?: number; field?: string; message: string };

/** What the list shows at most; a sheet of 5000 broken rows still says how many in the title. */
const SHOWN_ERRORS = 50;

type ImportButtonProps<R> = {
  label: string;
  /** File name endings accepted (checked before anything is sent; the server checks the content). */
  extensions: readonly string[];
  /** Said when the file's name has another ending. */
  wrongType: string;
  /** Said offline, where nothing can be imported. */
  offline: string;
  /** Said (with the server's message when it answered) when the import is refused. */
  failed: string;
  /** A check before sending (a configuration to import into): its message, or null to go on. */
  precheck?: () => string | null;
  upload: (file: File) => Promise<R>;
  onImported: (result: R, file: File) => void;
  testId?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/**
 * The one Excel import: pick an xls/xlsx, send it, and list the rows the server refused (each with
 * its row and column), or hand the answer on. Online only; nothing already saved changes when a
 * sheet is refused, since the server takes a sheet whole or not at all.
 */
export function ImportButton<R>({ label, extensions, wrongType, offline, failed, precheck, upload, onImported, testId, size, variant = 'light' }: ImportButtonProps<R>) {
  const { t } = useTranslation();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setErrors([]);
    setMessage(null);
    if (!online) return notify.warning(offline);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!extensions.includes(ext)) return setMessage(wrongType);
    const blocked = precheck?.();
    if (blocked) return setMessage(blocked);
    setBusy(true);
    try {
      onImported(await upload(file), file);
    } catch (err) {
      const rows = err instanceof ApiError ? ((err.result as { errors?: ImportRowError[] } | null)?.errors ?? []) : [];
      setErrors(rows);
      const text = failureText(err, failed);
      if (!rows.length) setMessage(text);
      notify.error(text, { autoClose: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileButton onChange={(f) => void send(f)} accept={extensions.map((e) => `.${e}`).join(',')}>
        {(props) => (
          <Button
            {...props}
            // Offline the button still answers, with the reason, instead of doing nothing.
            onClick={online ? props.onClick : () => notify.warning(offline)}
            size={size}
            variant={variant}
            loading={busy}
            data-testid={testId}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {message && (
        <Alert color="red" variant="light" mt="xs" data-testid="import-message">
          {message}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" variant="light" mt="xs" title={t('common:import.rowErrors', { count: errors.length })} data-testid="upload-errors">
          <List size="xs" spacing={2} style={{ maxHeight: 240, overflow: 'auto' }}>
            {errors.slice(0, SHOWN_ERRORS).map((e, i) => (
              <List.Item key={i}>{e.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
