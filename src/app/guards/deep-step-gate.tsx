import { useLiveQuery } from 'dexie-react-hooks';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readDeepProgress } from '@/db/deep-progress';
import { getUserId } from '@/db/session';
import { DEEP_STEP_PATHS, canOpenDeepStep, deepStepIndex, firstIncompleteStep } from '@/domain/deep/steps';

/**
 * Sends the user to the first incomplete step when an earlier step of the deep flow is not
 * complete (spec 2 §2.4): a deep link to step 4 of an empty draft opens step 1.
 */
export function DeepStepGate() {
  const location = useLocation();
  const userId = getUserId();
  const progress = useLiveQuery(() => (userId === null ? Promise.resolve([]) : readDeepProgress(userId)), [userId]);
  if (progress === undefined) return null;
  const segment = location.pathname.split('/deepCustomization')[1]?.replace(/^\//, '').split('/')[0] ?? '';
  if (!canOpenDeepStep(deepStepIndex(segment), progress)) {
    const first = DEEP_STEP_PATHS[firstIncompleteStep(progress)];
    return <Navigate to={first ? `/home/deepCustomization/${first}` : '/home/deepCustomization'} replace />;
  }
  return <Outlet />;
}
