import { useState } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { getAnonymousToken, login } from '@/api/auth';
import { ApiError } from '@/api/api-error';
import { ERRCODE } from '@/domain/shared/errcodes';
import { getToken, setAnonymousToken, signIn } from '@/db/session';
import { rememberLogin } from './remembered-login';

export type LoginForm = { mobilephone: string; password: string; captcha_code: string; remember: boolean };

/** The sign-in sequence of spec 1 §4: anonymous token, login, store, go home. */
export function useLogin(onSignedIn: () => void) {
  const { t } = useTranslation('login');
  const [pending, setPending] = useState(false);

  const submit = async (form: LoginForm) => {
    if (!navigator.onLine) {
      notify.warning(t('offline'), { autoClose: 3000 });
      return;
    }
    setPending(true);
    try {
      if (!getToken()) await setAnonymousToken((await getAnonymousToken()).token);
      const reply = await login({ mobilephone: form.mobilephone.trim(), password: form.password, captcha_code: form.captcha_code });
      const token = reply.result.token;
      if (!token || !reply.result.user_info) {
        notify.error(t('emptyReply'), { autoClose: 3000 });
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
        notify.error(t('emptyReply'), { autoClose: 3000 });
      } else if (err instanceof ApiError) {
        // An anonymous token that expired is replaced on the next try.
        if (err.kind === 'unauthorized') await setAnonymousToken((await getAnonymousToken()).token).catch(() => undefined);
        notify.error(err.message || t('emptyReply'), { autoClose: 3000 });
      } else {
        notify.error(t('emptyReply'), { autoClose: 3000 });
      }
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}
