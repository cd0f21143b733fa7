import { MeasureInputView, type MeasureInputViewProps } from '@/ui/measure-input';
import { rulesWorker } from '../../workers/rules.client';

type MeasureInputProps = Omit<MeasureInputViewProps, 'checkRange'> & {
  categoryId: number;
  itemId: number;
  /** Net body values are checked against the item's range on blur; garment values only for being a number. */
  checkRange?: boolean;
};

/**
 * A measurement in cm (drawn by src/ui's MeasureInputView), its range checked by the rules worker
 * against the mirrored catalogue, so the check holds offline too.
 */
export function MeasureInput({ categoryId, itemId, checkRange = true, ...props }: MeasureInputProps) {
  return <MeasureInputView {...props} checkRange={checkRange ? (value) => rulesWorker().checkMeasurement(categoryId, itemId, value) : undefined} />;
}
