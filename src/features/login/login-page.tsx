import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/db/session';
import { loadRememberedLogin } from './remembered-login';
import { CaptchaField } from '@/ui/captcha-field';
import { useLogin, type LoginForm } from './use-login';
import classes from './login-page.module.css';

type Errors = Partial<Record<'mobilephone' | 'password', string>>;

export function LoginPage() {
  const { t, i18n } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [form, setForm] = useState<LoginForm>({ mobilephone: '', password: '', captcha_code: '', remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const from = (location.state as { from?: string } | null)?.from;
  // Back where the guard (or a sample tag's "sign in to order") sent the user from; only the app's own pages.
  const back = from && (from.startsWith('/home') || from.startsWith('/sample-tag/')) ? from : '/home';
  const { submit, pending, captcha, refreshCaptcha } = useLogin(() => navigate(back, { replace: true }));

  useEffect(() => {
    void loadRememberedLogin().then((saved) => {
      if (saved) setForm((f) => ({ ...f, ...saved, remember: true }));
    });
  }, []);

  if (session?.token && session.userId) return <Navigate to={back} replace />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    // Spec 1 §5: phone and password are required, each with its own message.
    const next: Errors = {};
    if (!form.mobilephone.trim()) next.mobilephone = t('phoneRequired');
    if (!form.password) next.password = t('passwordRequired');
    setErrors(next);
    // A captcha answer is good for one try: the field empties for the next picture.
    if (Object.keys(next).length === 0) void submit(form).then(() => setForm((f) => ({ ...f, captcha_code: '' })));
  };

  return (
    <Box className={classes.page}>
      <Group justify="flex-end" p="md">
        <SegmentedControl
          size="xs"
          aria-label={t('common:header.language')}
          value={i18n.language === 'en' ? 'en' : 'zh'}
          onChange={(v) => {
            localStorage.setItem('lang', v);
            void i18n.changeLanguage(v);
          }}
          data={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'EN' },
          ]}
        />
      </Group>
      <Paper className={classes.card} withBorder shadow="md" radius="lg" p="xl" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>{t('common:app.name')}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('subtitle')}
            </Text>
          </div>
          <TextInput
            label={t('phone')}
            placeholder={t('phonePlaceholder')}
            inputMode="numeric"
            autoComplete="username"
            maxLength={11}
            value={form.mobilephone}
            error={errors.mobilephone}
            onChange={(e) => setForm({ ...form, mobilephone: e.currentTarget.value })}
            data-testid="login-phone"
          />
          <PasswordInput
            label={t('password')}
            placeholder={t('passwordPlaceholder')}
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
            data-testid="login-password"
          />
          {/* Spec 1 §2 hides the captcha field; it shows once the server asks for it (issue 18 #15). */}
          {captcha ? (
            <CaptchaField captcha={captcha} value={form.captcha_code} onChange={(v) => setForm({ ...form, captcha_code: v })} onRefresh={() => void refreshCaptcha()} />
          ) : (
            <input type="hidden" name="captcha_code" value={form.captcha_code} />
          )}
          <Checkbox
            label={t('remember')}
            checked={form.remember}
            onChange={(e) => setForm({ ...form, remember: e.currentTarget.checked })}
          />
          <Button type="submit" size="md" loading={pending} data-testid="login-submit">
            {t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
