/**
 * GB/T 1335 body types from chest minus waist. The standard's ranges leave half-centimetre gaps
 * (A ends at 16, Y starts at 17), so a drop is classed by the lowest bound it reaches: Y from
 * Y's lower bound up, then A, then B, and C below that.
 */
import type { BodyTypeCode, BodyTypeRange } from '../catalogue/types';

export function bodyTypeFromDrop(drop: number, ranges: readonly BodyTypeRange[]): BodyTypeCode {
  const order: BodyTypeCode[] = ['Y', 'A', 'B'];
  for (const code of order) {
    const range = ranges.find((r) => r.code === code);
    if (range && drop >= range.drop_min) return code;
  }
  return 'C';
}
