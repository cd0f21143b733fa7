import { useTranslation } from '@/ui/i18n';
import classes from './light/light.module.css';

/** Where the captcha's work stands, and why the last try was refused, if it was. */
export type CaptchaState = { status: 'verifying' | 'verified' | 'failed'; error?: string };

type CaptchaFieldProps = { captcha: CaptchaState; onRetry: () => void; testId?: string };

/**
 * A captcha the server asks for (sign-in after a few failures; the public order form always): the
 * browser's proof of work, said while it runs ("verifying…"), when it is done, or that it failed,
 * with a button to try again. Nothing to type. Built on the light kit, since sign-in draws it
 * before Mantine is downloaded.
 */
export function CaptchaField({ captcha, onRetry, testId = 'login-captcha' }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  return (
    <div className={classes.field} data-testid={testId} data-status={captcha.status}>
      <span className={classes.label}>{t('captcha')}</span>
      <div className={classes.captcha} role="status" aria-live="polite">
        {captcha.status === 'verifying' && <span className={classes.spinner} aria-hidden="true" />}
        {captcha.status === 'verified' && (
          <span className={classes.done} aria-hidden="true">
            ✓
          </span>
        )}
        <span className={classes.captchaText}>{t(captcha.status === 'verifying' ? 'captchaVerifying' : captcha.status === 'verified' ? 'captchaVerified' : 'captchaFailed')}</span>
        {captcha.status === 'failed' && (
          <button type="button" className={classes.retry} onClick={onRetry} data-testid={`${testId}-retry`}>
            {t('captchaRetry')}
          </button>
        )}
      </div>
      {captcha.error && captcha.status !== 'failed' && <div className={classes.error}>{captcha.error}</div>}
    </div>
  );
}
