/**
 * The one way an instant is shown: the server sends ISO 8601 with an offset (stored in UTC), and
 * the screen shows it in the viewer's own time zone as 2026-11-22 07:47, the same in both
 * languages and narrow enough not to wrap in a table cell.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function localDateTime(value: string | number | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
