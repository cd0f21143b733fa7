import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/db/session';
import { useOnline } from '@/sync/network';
import { LanguageSwitch } from '@/ui/light/language-switch';
import { CheckboxField, PasswordField, TextField } from '@/ui/light/fields';
import { InlineAlert, LightButton } from '@/ui/light/controls';
import { loadRememberedLogin } from './remembered-login';
import { useLogin, type LoginForm } from './use-login';
import classes from './login-page.module.css';

// The captcha's field comes when the server first asks for it: most sign-ins never show it.
const CaptchaField = lazy(() => import('@/ui/captcha-field').then((m) => ({ default: m.CaptchaField })));

type Errors = Partial<Record<'mobilephone' | 'password', string>>;

/**
 * Sign-in, the first screen of most visits. It is drawn with the light kit (src/ui/light), not
 * Mantine, so that its first download stays small on a phone; the screens behind it
 * bring Mantine with them. `onSigningIn` is told when a valid form is sent, so what the screens
 * behind need can start coming while the server checks the password.
 */
export function LoginPage({ onSigningIn }: { onSigningIn?: () => void }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const online = useOnline();
  const [form, setForm] = useState<LoginForm>({ mobilephone: '', password: '', remember: false });
  // What the user typed or ticked wins over a remembered sign-in read after it (a slow device).
  const edited = useRef(false);
  const edit = (change: Partial<LoginForm>) => {
    edited.current = true;
    setForm({ ...form, ...change });
  };
  const [errors, setErrors] = useState<Errors>({});
  const from = (location.state as { from?: string } | null)?.from;
  // Back where the guard (or a sample tag's "sign in to order") sent the user from; only the app's own pages.
  const back = from && (from.startsWith('/home') || from.startsWith('/sample-tag/')) ? from : '/home';
  const { submit, pending, problem, captcha, retryCaptcha } = useLogin(() => navigate(back, { replace: true }));

  useEffect(() => {
    void loadRememberedLogin().then((saved) => {
      if (saved && !edited.current) setForm((f) => ({ ...f, ...saved, remember: true }));
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
    if (Object.keys(next).length === 0) {
      onSigningIn?.();
      void submit(form);
    }
  };

  return (
    <div className={classes.page}>
      <div className={classes.bar}>
        <LanguageSwitch />
      </div>
      <main>
        <form className={classes.card} onSubmit={onSubmit} noValidate>
          <div>
            <h1 className={classes.title}>{t('common:app.name')}</h1>
            <p className={classes.subtitle}>{t('subtitle')}</p>
          </div>
          {/* Spec 1 §4/§8: offline is a state, said plainly; signing in waits for the network. */}
          {!online && !problem && <InlineAlert tone="warning">{t('common:offline.message')}</InlineAlert>}
          {problem && (
            <InlineAlert tone={problem.tone} testId="login-problem">
              {problem.message}
            </InlineAlert>
          )}
          <TextField
            label={t('phone')}
            placeholder={t('phonePlaceholder')}
            inputMode="numeric"
            autoComplete="username"
            maxLength={11}
            value={form.mobilephone}
            error={errors.mobilephone}
            onChange={(e) => edit({ mobilephone: e.currentTarget.value })}
            data-testid="login-phone"
          />
          <PasswordField
            label={t('password')}
            placeholder={t('passwordPlaceholder')}
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            onChange={(e) => edit({ password: e.currentTarget.value })}
            data-testid="login-password"
          />
          {/* Spec 1 §2 hides the captcha field; its work shows once the server asks for it. */}
          {captcha ? (
            <Suspense fallback={null}>
              <CaptchaField captcha={captcha} onRetry={retryCaptcha} />
            </Suspense>
          ) : (
            <input type="hidden" name="captcha_code" value="" />
          )}
          <CheckboxField label={t('remember')} checked={form.remember} onChange={(remember) => edit({ remember })} />
          <LightButton type="submit" loading={pending} data-testid="login-submit">
            {t('submit')}
          </LightButton>
        </form>
      </main>
    </div>
  );
}
