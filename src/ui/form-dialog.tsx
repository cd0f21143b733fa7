import { useTouchClass } from './touch';
import { useOpenedAfterMount } from './use-opened-after-mount';
import { useState, type ReactNode } from 'react';
import { Alert, Modal, Stack, type ModalProps } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from '@/ui/i18n';
import type { z } from 'zod';
import { describeIssue, errorsTranslate } from '@/domain/shared/issues';
import { DialogActions } from './dialog-actions';
import classes from './form-dialog.module.css';
import { notify } from './notify';

type Values = Record<string, unknown>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type FormDialogProps<V extends Values> = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Create mode starts from blanks, edit mode from the record; either way a reopened dialog starts afresh. */
  initialValues: V;
  /** Checks in the spec's own words, field by field; a form with any error is not sent. */
  validate?: (values: V) => FieldErrors<V>;
  /** The contract's schema, checked after `validate`, with the server's wording for the same mistake. */
  schema?: z.ZodType;
  /** What the schema checks: the values as the call sends them (trimmed text, numbers). */
  toInput?: (values: V) => unknown;
  /** Names a field in schema messages (its label on the form). */
  label?: (field: keyof V & string) => string;
  /** Told of the errors when a check stops the form (some flows also show a toast). */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** Sends the form. A refusal naming a field shows on that field; anything else above the buttons. */
  onSubmit: (values: V, form: UseFormReturnType<V>) => Promise<unknown>;
  /** The server's name for a form field, when they differ (old_password -> old). */
  fieldOf?: (serverField: string) => (keyof V & string) | undefined;
  /**
   * Shown (and nothing sent) while offline, and when the call never got an answer. Left out for a
   * form whose change is queued on the device (it is saved offline too).
   */
  needsNetwork?: string;
  submitLabel?: string;
  /** A record the viewer may read but not change: the form shows, its submit is off. */
  submitDisabled?: boolean;
  /** Shown above the fields (what is being paid, for whom). */
  intro?: ReactNode;
  submitTestId?: string;
  size?: ModalProps['size'];
  /**
   * A long form on a tablet (a whole measuring sheet): the dialog takes the screen and its buttons
   * stay in a bar at the foot, so saving never needs scrolling to the end.
   */
  fullScreen?: boolean;
  children: (form: UseFormReturnType<V>) => ReactNode;
};

/** What a refused submit comes to: the words to show, and the field they are about when one is named. */
export type SubmitFailure = { message: string; field?: string | undefined };

export type FormDialogViewProps<V extends Values> = FormDialogProps<V> & {
  /** Whether the device is online: a form that needs the network is not sent offline. */
  online: boolean;
  /** Reads what `onSubmit` threw; `unanswered` is what to say when no answer came. */
  readFailure: (err: unknown, unanswered: string) => SubmitFailure;
};

/**
 * The form dialog as drawn: @mantine/form state, spec-worded checks and the contract's zod schema,
 * a refusal's message on the field it names, a busy submit button, and a fresh form every time it
 * opens (the body is mounted only while open, so closing throws the typed values away). Whether the
 * device is online and what a refusal says come in as props: screens use `FormDialog` of src/data,
 * which knows the network and the server's errors.
 */
export function FormDialogView<V extends Values>(props: FormDialogViewProps<V>) {
  const touch = useTouchClass();
  // A dialog drawn only while open (a task's person dialogs) is opened a commit after it is drawn,
  // so that closing gives the focus back to what opened it.
  const drawnOpen = useOpenedAfterMount(props.opened);
  return (
    <Modal opened={drawnOpen} onClose={props.onClose} title={props.title} size={props.size} fullScreen={props.fullScreen} centered className={touch}>
      {props.opened && <FormBody {...props} />}
    </Modal>
  );
}

function FormBody<V extends Values>({ intro, initialValues, validate, schema, toInput, label, onInvalid, onSubmit, fieldOf, needsNetwork, onClose, submitLabel, submitDisabled, submitTestId, fullScreen, children, online, readFailure }: FormDialogViewProps<V>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const own = validate?.(values) ?? {};
      if (Object.keys(own).length || !schema) return own;
      const input = toInput ? toInput(values) : values;
      const parsed = schema.safeParse(input);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      // A module's own message ("staff:mobile_invalid") names its namespace; the shared ones are errors'.
      for (const issue of parsed.error.issues) {
        const { field, message } = describeIssue(issue, errorsTranslate(t), '', input, label && ((f) => label(f.split('.')[0] as keyof V & string)));
        const at = field.split('.')[0]!;
        errors[at] ??= message;
      }
      return errors;
    },
  });

  const submit = async (values: V) => {
    if (!online && needsNetwork) return notify.warning(needsNetwork);
    setPending(true);
    setFormError(null);
    try {
      await onSubmit(values, form);
    } catch (err) {
      const { message, field: refused } = readFailure(err, needsNetwork ?? (err instanceof Error ? err.message : String(err)));
      const named = refused ? refused.split('.')[0]! : undefined;
      const field = named && (fieldOf ? fieldOf(named) : named in values ? (named as keyof V & string) : undefined);
      if (field) form.setFieldError(field, message);
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), (errors) => onInvalid?.(errors as FieldErrors<V>))} noValidate>
      <Stack>
        {intro}
        {children(form)}
        {formError && (
          <Alert color="red" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <div className={fullScreen ? classes.stickyActions : undefined}>
          <DialogActions onCancel={onClose} confirmLabel={submitLabel} loading={pending} disabled={submitDisabled} confirmTestId={submitTestId} />
        </div>
      </Stack>
    </form>
  );
}
