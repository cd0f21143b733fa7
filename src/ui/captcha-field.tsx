import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './captcha-field.module.css';

export type CaptchaState = { src: string | null; error?: string };

type CaptchaFieldProps = { captcha: CaptchaState; value: string; onChange: (value: string) => void; onRefresh: () => void; testId?: string };

/**
 * A captcha the server asks for (sign-in after a few failures; the public order form always): the
 * characters typed, beside the picture (a tap draws another).
 */
export function CaptchaField({ captcha, value, onChange, onRefresh, testId = 'login-captcha' }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  const picture = t('captchaPicture');
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
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
      <UnstyledButton onClick={onRefresh} aria-label={picture} mt={25} className={classes.captcha} data-testid={`${testId}-picture`}>
        {captcha.src ? <img src={captcha.src} alt={picture} width={132} height={44} /> : <Text size="xs">{t('captchaFailed')}</Text>}
      </UnstyledButton>
    </Group>
  );
}
