/**
 * Each step's rule on the draft (spec 2 §2.4, §5): what its Next checks, and what keeps the step
 * complete afterwards. The stored progress only says a step's Next was passed; the step counts as
 * complete while the draft still satisfies its rule, so a draft that lost a choice (or an older
 * draft beside newer progress) opens the step that must be done again, never a later one.
 */
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { customerProblem, designProblem, fabricProblem, selectionProblem, type DeepProblem } from '@/domain/deep/validate';
import { buildFastOrderPayload, validatePeople, type FastOrderProblem } from '@/domain/fast-order';
import { submitTechIds } from '@/domain/rules/technique';
import { toDomainState } from '@/ordering/state/to-domain';
import type { DeepDraft } from './deep-state';

export type DeepStepProblem = DeepProblem | FastOrderProblem;

/** The first problem of step `step` (0 selection … 3 measure) in the draft; the order step has none of its own. */
export function deepStepProblem(step: number, draft: DeepDraft, index: CatalogueIndex, lang: string): DeepStepProblem | null {
  const { form } = draft;
  const snapshot = index.snapshot;
  switch (step) {
    case 0:
      return selectionProblem(snapshot, {
        gender: form.user.user_sex,
        series_id: draft.series_id,
        categories: form.categories.map((c) => ({ category_id: c.category_id, edition_id: c.tech?.edition_id ?? null })),
        process_id: form.process_id,
      });
    case 1:
      return fabricProblem(snapshot, { type_id: form.fabric.type_id, fabric_num: form.fabric.fabric_num, images: draft.shipment.image ? [draft.shipment.image] : [] });
    case 2:
      return designProblem(
        snapshot,
        form.categories.map((c) => ({ category_id: c.category_id, tech_ids: c.tech ? submitTechIds(c.tech) : [] })),
      );
    case 3:
      // The measures' rules check what was entered, not the grading allowances: the stored ones do.
      return customerProblem(form.user) ?? validatePeople(snapshot, buildFastOrderPayload(toDomainState(form, index, lang)));
    default:
      return null;
  }
}

/** The steps complete now: passed with Next, and still satisfied by the draft. */
export function completedSteps(progress: readonly boolean[], draft: DeepDraft, index: CatalogueIndex, lang: string): boolean[] {
  return progress.map((done, step) => done && deepStepProblem(step, draft, index, lang) === null);
}
