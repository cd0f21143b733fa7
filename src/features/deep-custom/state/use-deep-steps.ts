/**
 * Moving through the five steps (spec 2 §2.4, §4): Next runs the step's rule, marks the step
 * complete with the draft that satisfies it (written before navigating, so the next step's gate
 * sees it) and opens the next step; Previous opens the one before.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readDeepProgress, writeDeepProgress } from '@/db/deep-progress';
import { getUserId } from '@/db/session';
import { deepStepOfPath, deepStepPath } from '@/domain/deep/steps';
import { keptOnDevice } from '@/data/kept-on-device';
import { useWarn, type ShownMessage } from '@/ui/use-warn';
import { completeDeepStep, useDeepDraft } from './deep-context';

export function useDeepSteps() {
  const navigate = useNavigate();
  const location = useLocation();
  const warn = useWarn();
  const userId = getUserId();
  const current = deepStepOfPath(location.pathname);
  const { draft } = useDeepDraft();

  /** `problem` is the step's rule: a message refuses Next. */
  const next = useCallback(
    async (problem: ShownMessage | null) => {
      if (problem) return warn(problem);
      if (userId === null) return;
      // The draft not kept on the device: said, and the step stays, with what was chosen, for another try.
      if ((await keptOnDevice(() => completeDeepStep(userId, draft, current))) === null) return;
      navigate(deepStepPath(current + 1));
    },
    [current, draft, navigate, userId, warn],
  );

  /** An earlier choice changed: the steps after it must be done again. */
  const restartFrom = useCallback(
    async (step: number) => {
      if (userId === null) return;
      const done = (await readDeepProgress(userId)).slice(0, step);
      await writeDeepProgress(userId, done);
    },
    [userId],
  );

  return { current, next, previous: () => navigate(deepStepPath(current - 1)), restartFrom };
}
