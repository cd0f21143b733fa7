import { useTranslation } from 'react-i18next';
import { TextField } from './light/fields';
import classes from './light/light.module.css';

export type CaptchaState = { src: string | null; error?: string };

type CaptchaFieldProps = { captcha: CaptchaState; value: string; onChange: (value: string) => void; onRefresh: () => void; testId?: string };

/**
 * A captcha the server asks for (sign-in after a few failures; the public order form always): the
 * characters typed, beside the picture (a tap draws another). Built on the light kit, since
 * sign-in draws it before Mantine is downloaded.
 */
export function CaptchaField({ captcha, value, onChange, onRefresh, testId = 'login-captcha' }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  const picture = t('captchaPicture');
  return (
    <div className={classes.captcha}>
      <TextField
        label={t('captcha')}
        placeholder={t('captchaPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        value={value}
        error={captcha.error}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
      <button type="button" onClick={onRefresh} aria-label={captcha.src ? picture : undefined} className={classes.picture} data-testid={`${testId}-picture`}>
        {captcha.src ? <img src={captcha.src} alt={picture} width={132} height={44} /> : t('captchaFailed')}
      </button>
    </div>
  );
}
