import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/db/session';

/** Spec 1 §2 route guard: everything under /home needs a stored token of a signed-in user. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session?.token || !session.userId) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
