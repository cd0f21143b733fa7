/**
 * The finished garment value (成衣) of one measured item, as the factory cuts it. An order keeps
 * only its measuring way's columns (build-payload's SIZE_COLUMNS), so the finished value is
 * derived from them:
 * - net body (1): the base (net plus the grading allowance; net plus allowance when an older order
 *   kept no base) plus the correction;
 * - finished garment (2): the measured garment value plus its correction;
 * - standard size (3): the size's base value plus the correction.
 * Null when the row lacks the value its way is about.
 */
export type SizeValues = {
  body_item_net_value: number | null;
  body_item_diff_value: number | null;
  body_base_value: number | null;
  body_correct_value: number | null;
  body_item_clothes_value: number | null;
  body_item_correct_value?: number | null;
};

/** Sums of half-centimetre steps, kept clear of floating-point noise (96.1 + 0.2). */
const cm = (n: number) => Math.round(n * 10) / 10;

export function finishedValue(row: SizeValues, sizeInfoType: 1 | 2 | 3): number | null {
  if (sizeInfoType === 2) {
    return row.body_item_clothes_value === null ? null : cm(row.body_item_clothes_value + (row.body_item_correct_value ?? 0));
  }
  const base = row.body_base_value ?? (sizeInfoType === 1 && row.body_item_net_value !== null ? row.body_item_net_value + (row.body_item_diff_value ?? 0) : null);
  return base === null ? null : cm(base + (row.body_correct_value ?? 0));
}
