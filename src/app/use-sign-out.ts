import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/auth';
import { signOut } from '@/db/session';
import { useTranslation } from '@/ui/i18n';
import { notify } from '@/ui/notify';

/** Logout revokes the token on the server when it can, always clears it here, and returns to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { t } = useTranslation();
  return async () => {
    // Offline, the server cannot be told; the token still leaves this device.
    await logout().catch(() => undefined);
    try {
      await signOut();
    } catch (err) {
      // The device's storage kept the sign-in: said, so a shared tablet is not left signed in unseen.
      console.error(err);
      notify.error(t('signOutIncomplete'), { autoClose: false });
    } finally {
      qc.clear();
      navigate('/login', { replace: true });
    }
  };
}
