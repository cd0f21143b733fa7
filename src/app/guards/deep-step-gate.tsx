import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useDeepProgress } from '@/db/deep-progress';
import { canOpenDeepStep, deepStepOfPath, deepStepPath, firstIncompleteStep } from '@/domain/deep/steps';

/**
 * Sends the user to the first incomplete step when an earlier step of the deep flow is not
 * complete (spec 2 §2.4): a deep link to step 4 of an empty draft opens step 1.
 */
export function DeepStepGate() {
  const location = useLocation();
  const progress = useDeepProgress();
  if (progress === undefined) return null;
  // An order placed leaves for the cart, then resets the draft: the address moves before the cart's
  // screen is drawn, and this gate, still drawn meanwhile, must not send the user back to step 1.
  // The browser's address, not useLocation: this render still sees the step it was drawn for.
  if (!window.location.pathname.startsWith(deepStepPath(0))) return <Outlet />;
  if (!canOpenDeepStep(deepStepOfPath(location.pathname), progress)) return <Navigate to={deepStepPath(firstIncompleteStep(progress))} replace />;
  return <Outlet />;
}
