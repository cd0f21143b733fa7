import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/auth';
import { signOut } from '@/db/session';

/** Logout revokes the token on the server when it can, always clears it here, and returns to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async () => {
    // Offline, the server cannot be told; the token still leaves this device.
    await logout().catch(() => undefined);
    await signOut();
    qc.clear();
    navigate('/login', { replace: true });
  };
}
