import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { notify } from '@/ui/notify';
import { ensureToken, getAnonymousToken, login, visitorCaptcha } from '@/api/auth';
import type { CaptchaState } from '@/ui/captcha-field';
import { ApiError } from '@/api/api-error';
import { ERRCODE } from '@/domain/shared/errcodes';
import { setAnonymousToken, signIn } from '@/db/session';
import { rememberLogin } from './remembered-login';

export type LoginForm = { mobilephone: string; password: string; captcha_code: string; remember: boolean };

/** Why the last try did not sign in, shown on the form until the next try. */
export type LoginProblem = { tone: 'error' | 'warning'; message: string };

/**
 * A toast for the screen the user lands on. Sign-in draws no Mantine, so the toasts'
 * code comes with the screens behind it; the toast shows once their shell mounts.
 */
const toastAfterSignIn = (show: (toast: typeof notify) => void) =>
  void import('@/ui/notify')
    .then((m) => show(m.notify))
    .catch(() => undefined);

/**
 * The sign-in sequence of spec 1 §4: anonymous token, login, store, go home. After a few failures
 * the server asks for the captcha; from then on each try shows a new picture, since an answer
 * spends the one it was for.
 */
export function useLogin(onSignedIn: () => void) {
  const { t } = useTranslation('login');
  const [pending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const loginError = (message: string) => setProblem({ tone: 'error', message });

  const loadCaptcha = async (error?: string) => {
    try {
      setCaptcha({ src: (await visitorCaptcha()).src, ...(error ? { error } : {}) });
    } catch {
      setCaptcha({ src: null, error: error ?? t('captchaFailed') });
    }
  };

  const submit = async (form: LoginForm) => {
    setProblem(null);
    if (!navigator.onLine) {
      setProblem({ tone: 'warning', message: t('offline') });
      return;
    }
    setPending(true);
    try {
      await ensureToken();
      const reply = await login({ mobilephone: form.mobilephone.trim(), password: form.password, captcha_code: form.captcha_code });
      const token = reply.result.token;
      if (!token || !reply.result.user_info) {
        loginError(t('emptyReply'));
        return;
      }
      await signIn(token, reply.result.user_info);
      await rememberLogin(form.remember ? { mobilephone: form.mobilephone.trim(), password: form.password } : null);
      if (reply.errcode === ERRCODE.signedInElsewhere) {
        const title = t('elsewhereTitle');
        toastAfterSignIn((notify) => notify.caution(reply.message, { title, autoClose: 3000, id: 'signed-in-elsewhere' }));
      } else {
        const message = t('success');
        toastAfterSignIn((notify) => notify.success(message, { autoClose: 1000 }));
      }
      onSignedIn();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'network') {
        loginError(t('emptyReply'));
      } else if (err instanceof ApiError && err.field === 'captcha_code') {
        // Asked for (or answered wrong): the message goes under the field, with a new picture.
        await loadCaptcha(err.message);
      } else if (err instanceof ApiError) {
        // An anonymous token that expired is replaced on the next try.
        if (err.kind === 'unauthorized') await setAnonymousToken((await getAnonymousToken()).token).catch(() => undefined);
        if (captcha) await loadCaptcha();
        loginError(err.message || t('emptyReply'));
      } else {
        loginError(t('emptyReply'));
      }
    } finally {
      setPending(false);
    }
  };

  return { submit, pending, problem, captcha, refreshCaptcha: () => loadCaptcha() };
}
