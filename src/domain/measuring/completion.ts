/**
 * When a person of a measuring task is measured: one rule for the server (the status it stores when
 * a save lands, and the group purchase's sizing), the device (the status it shows before the server
 * answers, and the list's "2/3 件" offline) and the rules worker.
 *
 * A garment is measured when a size is chosen for it, or when every body item it requires has a
 * value; a person is measured only when every garment they are to get is. Height and weight alone
 * measure nothing: they are the person's, not a garment's.
 *
 * The spec knows three stored statuses (1 not measured, 2 measured, 4 repaired) and no "partial":
 * a person with some garments measured stays 1, so every filter, export and count the spec
 * defines on the status keeps its meaning (not measured means "not ready to order"), and partial
 * is shown beside it from these counts.
 */
import { MEASURING_STATUS, REPAIR_STATUS } from './constants';
import type { OrderConfigEntry } from './contract';
import { measurementOf, touchedMeasurements, type PersonFields } from './person-fields';

/** A garment the person is to get and the body items it requires (by id). */
export type RequiredGarment = { category_id: number; items: readonly number[] };

/** What the rule reads of a person's measurement of one garment (of any repair round). */
export type GarmentMeasurement = {
  category_id: number;
  size: string;
  item: readonly { id: number; value: number | null }[];
};

/** `items`: the required body items still without a value; empty when the garment requires none, so only a size measures it. */
export type MissingGarment = { category_id: number; items: number[] };
export type GarmentCompletion = { done: number; total: number; missing: MissingGarment[] };

/** What the rule needs of a task: its garments and the body items it asks for. */
export type TaskGarments = { order_config: readonly { category_id: number }[]; body_item_ids: readonly number[] };

/**
 * The garments of a person and what each requires: the person's own order configuration, or the
 * task's when they have none; each garment requires the task's body items (those its card asks for).
 */
export function requiredGarments(
  task: TaskGarments,
  personConfig: readonly { category_id: number }[] = [],
): RequiredGarment[] {
  const config = personConfig.length > 0 ? personConfig : task.order_config;
  const categories = [...new Set(config.map((c) => c.category_id))];
  return categories.map((category_id) => ({ category_id, items: task.body_item_ids }));
}

const filled = (v: number | null | undefined) => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The required items a measurement leaves without a value (all of them when there is no measurement). */
function missingItems(g: RequiredGarment, m: GarmentMeasurement | undefined): number[] {
  const values = new Map((m?.item ?? []).map((i) => [i.id, i.value]));
  return g.items.filter((id) => !filled(values.get(id)));
}

/**
 * How many of the garments are measured, and what each of the others lacks. A garment's
 * measurement of any repair round counts: a re-measure of some garments leaves the others measured.
 */
export function garmentCompletion(garments: readonly RequiredGarment[], measurements: readonly GarmentMeasurement[]): GarmentCompletion {
  const missing: MissingGarment[] = [];
  let done = 0;
  for (const g of garments) {
    const own = measurements.filter((m) => m.category_id === g.category_id);
    if (own.some((m) => m.size.trim() !== '')) {
      done += 1;
      continue;
    }
    // The round that lacks least says what is still to take.
    const lacks = own.length ? own.map((m) => missingItems(g, m)).sort((a, b) => a.length - b.length)[0]! : missingItems(g, undefined);
    if (lacks.length === 0 && g.items.length > 0) done += 1;
    else missing.push({ category_id: g.category_id, items: lacks });
  }
  return { done, total: garments.length, missing };
}

/** The task as a device holds it (task_info's body items by name). */
export const garmentsOfTask = (task: { order_config: readonly { category_id: number }[]; body_items: readonly { id: number }[] }): TaskGarments => ({
  order_config: task.order_config,
  body_item_ids: task.body_items.map((b) => b.id),
});

/** A person's completion as a device holds them: their order configuration and measurements. */
export const personCompletion = (
  task: TaskGarments,
  person: { order_config?: readonly { category_id: number }[] | undefined },
  measurements: readonly GarmentMeasurement[],
): GarmentCompletion => garmentCompletion(requiredGarments(task, person.order_config ?? []), measurements);

/** A person's completion from their fields (./person-fields.ts): the server's reading of a person as merged. */
export function completionOfFields(task: TaskGarments, fields: PersonFields): GarmentCompletion {
  let config: OrderConfigEntry[] = [];
  try {
    config = JSON.parse(String(fields.order_config ?? '[]')) as OrderConfigEntry[];
  } catch {
    // An unreadable configuration is none: the task's applies.
  }
  const measurements = touchedMeasurements(Object.keys(fields)).flatMap(({ repair, category }) => {
    const m = measurementOf(fields, repair, category);
    return m ? [m] : [];
  });
  return garmentCompletion(requiredGarments(task, config), measurements);
}

export const isComplete = (c: GarmentCompletion): boolean => c.done === c.total;

/**
 * Whether the people list shows how far a person is (their garments measured, "1/2 件"): only while
 * they are not measured. The device's list copy keeps the measurements of those people alone
 * (src/db/people-buckets.ts): a change here needs a new database version that remakes the copies.
 */
export const listShowsProgress = (measuringStatusId: number): boolean => measuringStatusId === MEASURING_STATUS.notMeasured;

/** Started but not finished: some garments measured, not all. */
export const isPartial = (c: GarmentCompletion): boolean => c.done > 0 && c.done < c.total;

/**
 * A person's status once a save lands (or their garments change): measured only when complete,
 * then repaired when saved in repair mode or repaired before; otherwise not measured.
 */
export function statusAfter(current: number, repairStatusId: number, complete: boolean): number {
  if (!complete) return MEASURING_STATUS.notMeasured;
  if (repairStatusId === REPAIR_STATUS.repair || current === MEASURING_STATUS.repaired) return MEASURING_STATUS.repaired;
  return MEASURING_STATUS.measured;
}
