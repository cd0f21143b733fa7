/**
 * A person's garments measured, as the measuring screens show it: from what the device holds (the
 * task and the person's measurements), so the list's "2/3 件" and the counters work offline, by
 * the same rule the server stores the status by.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation, type TFunction } from '@/ui/i18n';
import type { TaskPersonRow } from '@/db/db';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { garmentsOfTask, isPartial, listShowsProgress, personCompletion, type GarmentCompletion } from '@/domain/measuring/completion';
import { countPeople } from '@/domain/measuring/people-filter';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames, type CatalogueNames } from './catalogue-names';

/** Reads a row's completion; null for a person measured (nothing to show) or without the task. */
export type ProgressOf = (row: TaskPersonRow) => GarmentCompletion | null;

export function progressReader(task: MeasuringTaskInfo | undefined): ProgressOf {
  if (!task) return () => null;
  const garments = garmentsOfTask(task);
  return (row) => (listShowsProgress(row.measuring_status_id) ? personCompletion(garments, row.data.person, row.data.measurements) : null);
}

/** Whether a person not measured has some garments measured (the counters' partial). */
export const partialBy = (progress: ProgressOf) => (row: TaskPersonRow) => {
  const c = progress(row);
  return c !== null && isPartial(c);
};

/** What a person still lacks, in the reader's language: "西裤（胸围、中腰）、衬衫（尺码或量体项）"; garments only when `withItems` is off. */
export function missingText(c: GarmentCompletion, task: MeasuringTaskInfo, names: CatalogueNames, t: TFunction, withItems: boolean): string {
  const itemName = (id: number) => names.bodyItem(id, task.body_items.find((b) => b.id === id)?.item ?? String(id));
  return c.missing
    .map((m) => {
      const garment = names.category(m.category_id, task.order_config.find((o) => o.category_id === m.category_id)?.category);
      if (!withItems) return garment;
      if (m.items.length === 0) return t('ui.missingSize', { garment });
      return t('ui.missingGarment', { garment, items: m.items.map(itemName).join(t('ui.listSeparator')) });
    })
    .join(t('ui.listSeparator'));
}

/**
 * The measuring detail's reading of its people: each one's garments measured (none while the
 * measurements are still coming), what is missing in words, and the counters, only while `whole`:
 * the people are the whole task as read (on the device, or fetched). Neither while only the first
 * people are here nor for a task not on this device offline: counting them would say 0 of a task
 * never read.
 */
export function usePeopleProgress({ task, people, whole, measurementsPending, catalogue }: {
  task: MeasuringTaskInfo | undefined;
  people: TaskPersonRow[];
  whole: boolean;
  measurementsPending: boolean;
  catalogue: CatalogueSnapshot | null;
}) {
  const { t, i18n } = useTranslation('measuring');
  const progress = useMemo(() => (measurementsPending ? undefined : progressReader(task)), [task, measurementsPending]);
  const names = useMemo(() => catalogueNames(catalogue, i18n.language), [catalogue, i18n.language]);
  const describeMissing = useCallback((c: GarmentCompletion) => (task ? missingText(c, task, names, t, false) : ''), [task, names, t]);
  const counts = useMemo(() => (whole ? countPeople(people, progress ? partialBy(progress) : undefined) : undefined), [people, whole, progress]);
  return { progress, describeMissing, counts };
}
