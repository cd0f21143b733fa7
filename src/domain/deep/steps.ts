/**
 * The deep customization step bar (spec 1 §2, spec 2 §2.4): selection, fabric, design, measure,
 * order confirmation. A step opens only when every earlier step is complete.
 */
export const DEEP_STEP_PATHS = ['', 'deepCusFabric', 'deepCusDesign', 'deepCusMeasure', 'deepCusOrder'] as const;

export type DeepStepIndex = 0 | 1 | 2 | 3 | 4;

/** The step index for a path segment under /home/deepCustomization ('' is the first step). */
export function deepStepIndex(segment: string): DeepStepIndex {
  const i = DEEP_STEP_PATHS.indexOf(segment as (typeof DEEP_STEP_PATHS)[number]);
  return (i < 0 ? 0 : i) as DeepStepIndex;
}

/** True when `step` may open: all steps before it are complete. */
export function canOpenDeepStep(step: DeepStepIndex, completed: readonly boolean[]): boolean {
  for (let i = 0; i < step; i++) if (!completed[i]) return false;
  return true;
}

/** How the step bar draws each step: active up to the current one, completed beyond it. */
export function deepStepStates(current: DeepStepIndex, completed: readonly boolean[]): Array<'active' | 'completed' | 'todo'> {
  return DEEP_STEP_PATHS.map((_, i) => (i <= current ? 'active' : completed[i] ? 'completed' : 'todo'));
}

/** The first step not complete yet (the last step when all are): where the gate sends a deep link. */
export function firstIncompleteStep(completed: readonly boolean[]): DeepStepIndex {
  for (let i = 0; i < DEEP_STEP_PATHS.length - 1; i++) if (!completed[i]) return i as DeepStepIndex;
  return (DEEP_STEP_PATHS.length - 1) as DeepStepIndex;
}

/** The step a location under /home/deepCustomization is on. */
export function deepStepOfPath(pathname: string): DeepStepIndex {
  return deepStepIndex(pathname.split('/deepCustomization')[1]?.replace(/^\//, '').split('/')[0] ?? '');
}

/** The route of a step (spec 2 §2.4). */
export const deepStepPath = (step: number) => (DEEP_STEP_PATHS[step] ? `/home/deepCustomization/${DEEP_STEP_PATHS[step]}` : '/home/deepCustomization');
