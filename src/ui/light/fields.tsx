/**
 * Form fields without Mantine, for the screens that paint before Mantine is downloaded (sign-in's
 * first download stays small). Each takes what the screen needs and no more; the input element gets
 * the rest of the props (test ids, autocomplete, input mode), as Mantine's inputs do.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { EyeIcon, EyeOffIcon } from '../icons';
import classes from './light.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: ReactNode };

/** A labelled field whose error names it (aria-describedby) and marks the input invalid. */
function Field({ label, error, children }: { label: ReactNode; error?: ReactNode; children: (ids: { input: string; error: string }) => ReactNode }) {
  const id = useId();
  const ids = { input: `${id}-input`, error: `${id}-error` };
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={ids.input}>
        {label}
      </label>
      <div className={classes.control}>{children(ids)}</div>
      {error && (
        <div className={classes.error} id={ids.error}>
          {error}
        </div>
      )}
    </div>
  );
}

const inputAria = (ids: { input: string; error: string }, error: ReactNode) => ({
  id: ids.input,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? ids.error : undefined,
});

export function TextField({ label, error, ...input }: FieldProps) {
  return (
    <Field label={label} error={error}>
      {(ids) => <input type="text" className={classes.input} {...inputAria(ids, error)} {...input} />}
    </Field>
  );
}

/** A password field with the eye that shows what was typed. */
export function PasswordField({ label, error, ...input }: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <>
          <input type={visible ? 'text' : 'password'} className={`${classes.input} ${classes.withToggle}`} {...inputAria(ids, error)} {...input} />
          <button
            type="button"
            className={classes.toggle}
            aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        </>
      )}
    </Field>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={classes.checkbox}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}
