import { useState } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { ensureToken, getAnonymousToken, login, visitorCaptcha } from '@/api/auth';
import type { CaptchaState } from '@/ui/captcha-field';
import { ApiError } from '@/api/api-error';
import { ERRCODE } from '@/domain/shared/errcodes';
import { setAnonymousToken, signIn } from '@/db/session';
import { rememberLogin } from './remembered-login';

export type LoginForm = { mobilephone: string; password: string; captcha_code: string; remember: boolean };

/** The captcha once the server asks for it: its picture (null while it failed to load) and the field's error. */

/**
 * The sign-in sequence of spec 1 §4: anonymous token, login, store, go home. After a few failures
 * the server asks for the captcha; from then on each try shows a new picture, since an answer
 * spends the one it was for.
 */
/** One sign-in error at a time: a retry's message replaces the last instead of stacking under it. */
function loginError(message: string): void {
  notify.hide(LOGIN_ERROR);
  notify.error(message, { autoClose: 3000, id: LOGIN_ERROR });
}
const LOGIN_ERROR = 'login-error';

export function useLogin(onSignedIn: () => void) {
  const { t } = useTranslation('login');
  const [pending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);

  const loadCaptcha = async (error?: string) => {
    try {
      setCaptcha({ src: (await visitorCaptcha()).src, ...(error ? { error } : {}) });
    } catch {
      setCaptcha({ src: null, error: error ?? t('captchaFailed') });
    }
  };

  const submit = async (form: LoginForm) => {
    if (!navigator.onLine) {
      notify.warning(t('offline'), { autoClose: 3000 });
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
        notify.caution(reply.message, { title: t('elsewhereTitle'), autoClose: 3000, id: 'signed-in-elsewhere' });
      } else {
        notify.success(t('success'), { autoClose: 1000 });
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

  return { submit, pending, captcha, refreshCaptcha: () => loadCaptcha() };
}
