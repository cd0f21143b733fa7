/** Dates as the spec's lists show them ("2026-11-22 10:05:00"), in China Standard Time (UTC+8, no DST). */
export function formatDateTime(d: Date | string | null): string {
  if (d === null) return '';
  const t = new Date(new Date(d).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

/** numeric columns come back as text; measurements are given to 0.1. */
export function toNumber(v: string | number | null | undefined): number {
  if (v === null || v === undefined) return 0;
  return Math.round(Number(v) * 10) / 10;
}
