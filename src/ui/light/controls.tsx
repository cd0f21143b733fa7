/** Buttons, the spinner, an inline alert and segments without Mantine (./fields.tsx says why). */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './light.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; variant?: 'filled' | 'subtle' };

/** While `loading`, the button keeps its size, shows the spinner and takes no second press. */
export function LightButton({ loading, variant = 'filled', children, className, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      className={[classes.button, variant === 'subtle' ? classes.subtle : '', className ?? ''].join(' ').trim()}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={classes.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Spinner({ label }: { label?: string }) {
  return <span className={classes.spinnerPrimary} role="status" aria-label={label} />;
}

/** A message that stays until the next try (a refused sign-in, no network), read out when it appears. */
export function InlineAlert({ tone = 'error', children, testId }: { tone?: 'error' | 'warning'; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.alert} data-tone={tone} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

type Segment<T extends string> = { value: T; label: ReactNode };

/** A choice of a few, each a toggle button (the language switch). */
export function Segments<T extends string>({ label, options, value, onChange }: { label: string; options: readonly Segment<T>[]; value: T; onChange: (value: T) => void }) {
  return (
    <div className={classes.segments} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className={classes.segment} aria-pressed={value === o.value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
