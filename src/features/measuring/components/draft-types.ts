import type { SaveMeasurementPayload } from '@/domain/measuring/contract';

export type CategoryForm = SaveMeasurementPayload['size_info'][number];
/** A change of one category: its new values, or a function of its current ones (a field that does not render again knows only its own value). */
export type CategoryPatch = Partial<CategoryForm> | ((current: CategoryForm) => Partial<CategoryForm>);

/** What the measurer is editing for the person shown, before Save. */
export type Draft = {
  repair: number;
  height: number | string;
  weight: number | string;
  style: string;
  noSleeve: boolean;
  form: CategoryForm[];
  /** The keys of the plausibility warnings confirmed as measured (已复核). */
  reviewed: string[];
};
