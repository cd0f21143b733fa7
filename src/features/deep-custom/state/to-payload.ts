/**
 * The draft as the add_order payload: its garments through the fast order's own builder (with the
 * rules worker's allowances for exactly these values), then the deep flow's choices on top.
 */
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { buildDeepPayload } from '@/domain/deep/build';
import type { DeepOrderPayload } from '@/domain/deep/contract';
import { buildFastOrderPayload, type FastIndividualPayload } from '@/domain/fast-order';
import { gradeLatest } from '@/ordering/api/use-auto-grading';
import { toDomainState } from '@/ordering/state/to-domain';
import type { DeepDraft } from './deep-state';

export async function fastPayloadOf(draft: DeepDraft, index: CatalogueIndex, lang: string): Promise<FastIndividualPayload> {
  const grades = await gradeLatest(draft.form, index);
  // The draft's form is always an individual order (order_type 1).
  return buildFastOrderPayload(toDomainState(draft.form, index, lang, grades)) as FastIndividualPayload;
}

export async function deepPayloadOf(draft: DeepDraft, index: CatalogueIndex, lang: string): Promise<DeepOrderPayload> {
  const fast = await fastPayloadOf(draft, index, lang);
  const s = draft.shipment;
  return buildDeepPayload(index, fast, {
    series_id: draft.series_id ?? 0,
    customer_fabric: draft.form.fabric.type_id === 2 ? { quantity: s.quantity, logistics_company: s.logistics_company.trim(), logistics_num: s.logistics_num.trim(), images: s.image ? [s.image] : [] } : null,
    other_requirement: draft.form.user.user_remark,
    measure_remark: draft.form.measure.remark,
    image_3d: '',
  });
}
