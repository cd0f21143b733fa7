/** numeric columns come back as text; measurements are given to 0.1. */
export function toNumber(v: string | number | null | undefined): number {
  if (v === null || v === undefined) return 0;
  return Math.round(Number(v) * 10) / 10;
}
