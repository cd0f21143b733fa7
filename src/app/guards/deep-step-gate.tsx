import { useLiveQuery } from 'dexie-react-hooks';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { db } from '@/db/db';
import { canOpenDeepStep, deepStepIndex } from '@/domain/deep/steps';

/** Where the deep customization flow records which steps are complete (written by that feature). */
export const DEEP_PROGRESS_KEY = 'deepProgress';

/** Sends the user to the first step when an earlier step of the deep flow is not complete. */
export function DeepStepGate() {
  const location = useLocation();
  const progress = useLiveQuery(async () => ((await db.settings.get(DEEP_PROGRESS_KEY))?.value as boolean[] | undefined) ?? [], []);
  if (progress === undefined) return null;
  const segment = location.pathname.split('/deepCustomization')[1]?.replace(/^\//, '').split('/')[0] ?? '';
  if (!canOpenDeepStep(deepStepIndex(segment), progress)) return <Navigate to="/home/deepCustomization" replace />;
  return <Outlet />;
}
