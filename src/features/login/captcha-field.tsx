import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-login';
import classes from './login-page.module.css';

type CaptchaFieldProps = { captcha: CaptchaState; value: string; onChange: (value: string) => void; onRefresh: () => void };

/** The captcha the server asks for after a few failed sign-ins: the characters typed, beside the picture (a tap draws another). */
export function CaptchaField({ captcha, value, onChange, onRefresh }: CaptchaFieldProps) {
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
        data-testid="login-captcha"
      />
      <UnstyledButton onClick={onRefresh} aria-label={picture} mt={25} className={classes.captcha} data-testid="login-captcha-picture">
        {captcha.src ? <img src={captcha.src} alt={picture} width={132} height={44} /> : <Text size="xs">{t('captchaFailed')}</Text>}
      </UnstyledButton>
    </Group>
  );
}
