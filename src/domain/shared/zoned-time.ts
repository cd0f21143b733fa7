/**
 * Days and clock times in a viewer's time zone, for what the server writes for people to read (a
 * spreadsheet) and the day ranges they filter by. Instants are stored in UTC; a day means the
 * viewer's day, whose midnight the zone's rules (daylight saving included) place in UTC.
 */

/** The zone the spec's own client means when it names none: China's. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

function wallClock(instant: number, zone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const parts = Object.fromEntries(formatter(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), mo: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute), s: Number(parts.second) };
}

/** "2026-10-10 10:30:00": the instant as a clock in `zone` shows it. */
export function zonedDateTime(instant: Date | string, zone: string): string {
  const w = wallClock(new Date(instant).getTime(), zone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${p(w.mo)}-${p(w.d)} ${p(w.h)}:${p(w.mi)}:${p(w.s)}`;
}

/** The zone's offset from UTC at an instant, in ms (UTC+8 is +28,800,000). */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant a day ("2026-10-10") begins in `zone`. */
export function startOfZonedDay(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const local = Date.UTC(y, m - 1, d);
  // Guess with the offset at UTC midnight, then correct once with the offset at the guess (a
  // daylight-saving change between the two moves it).
  const guess = local - offsetAt(local, zone);
  return new Date(local - offsetAt(guess, zone));
}

/** The instant the day after `day` begins in `zone`: the end (exclusive) of a range that includes `day`. */
export function endOfZonedDay(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return startOfZonedDay(next, zone);
}
