import { ApiError, failureText } from '@/api/api-error';
import { useOnline } from '@/sync/network';
import { FormDialogView, type FormDialogProps, type SubmitFailure } from '@/ui/form-dialog';

/**
 * The one form dialog of the screens (props in src/ui's FormDialogView): nothing is sent while
 * offline when the form needs the network, and a refusal of the server shows its own words, on the
 * field it names.
 */
export function FormDialog<V extends Record<string, unknown>>(props: FormDialogProps<V>) {
  const online = useOnline();
  return <FormDialogView {...props} online={online} readFailure={readFailure} />;
}

function readFailure(err: unknown, unanswered: string): SubmitFailure {
  return { message: failureText(err, unanswered), field: err instanceof ApiError ? err.field : undefined };
}
