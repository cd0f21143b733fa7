import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { notify } from '@/ui/notify';
import { ensureToken, getAnonymousToken, login } from '@/api/auth';
import { useCaptcha } from '@/data/use-captcha';
import { ApiError } from '@/api/api-error';
import { ERRCODE } from '@/domain/shared/errcodes';
import { setAnonymousToken, signIn } from '@/db/session';
import { rememberLogin } from './remembered-login';

export type LoginForm = { mobilephone: string; password: string; remember: boolean };

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
 * the server asks for the captcha: the browser solves a challenge (a few seconds' work, said on
 * screen) and sends the same sign-in again by itself; from then on each try waits for a new
 * solution, since an answer spends the challenge it was for.
 */
export function useLogin(onSignedIn: () => void) {
  const { t } = useTranslation('login');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const captcha = useCaptcha(t('captchaFailed'));
  const loginError = (message: string) => setProblem({ tone: 'error', message });

  const attempt = async (form: LoginForm, captchaCode: string | undefined): Promise<void> => {
    try {
      await ensureToken();
      const reply = await login({ mobilephone: form.mobilephone.trim(), password: form.password, ...(captchaCode ? { captcha_code: captchaCode } : {}) });
      const token = reply.result.token;
      if (!token || !reply.result.user_info) {
        loginError(t('emptyReply'));
        return;
      }
      // Remembered (or forgotten) first: storing the session sends the screen home at once, and a
      // write still waiting behind a busy table when the user then reloads would be dropped.
      // A device that refuses the write (storage full) still signs in; it only does not remember.
      await rememberLogin(form.remember ? { mobilephone: form.mobilephone.trim(), password: form.password } : null).catch(() => undefined);
      await signIn(token, reply.result.user_info);
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
        if (captchaCode) {
          // Answered but refused (expired, or the token changed): said under the captcha, with new work for the next press.
          void captcha.prepare(err.message);
        } else {
          // Asked for the first time: solve one and send the same sign-in again, without another press.
          void captcha.prepare();
          const code = await captcha.take();
          if (code) await attempt(form, code);
        }
      } else if (err instanceof ApiError) {
        // An anonymous token that expired is replaced on the next try.
        if (err.kind === 'unauthorized') await setAnonymousToken((await getAnonymousToken()).token).catch(() => undefined);
        // The captcha is in play: the next try's work starts now.
        if (captchaCode) void captcha.prepare();
        loginError(err.message || t('emptyReply'));
      } else {
        loginError(t('emptyReply'));
      }
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
      // Once asked for, every try carries a solved challenge.
      const code = captcha.state ? await captcha.take() : undefined;
      if (code === null) return;
      await attempt(form, code);
    } finally {
      setPending(false);
    }
  };

  return { submit, pending, problem, captcha: captcha.state, retryCaptcha: () => void captcha.prepare() };
}
