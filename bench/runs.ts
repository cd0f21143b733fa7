/**
 * Figures taken over several runs: each the median, with its spread (min-max) where the runs
 * differ. Single runs on this shared 2-core machine spread by ±15%, so one run's figure says
 * little on its own.
 */
export type Spread = [number, number];

/** How many runs each such figure is taken over: an odd number, so that the median is one run's figure. */
export const RUNS = 3;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const spread = (xs: number[]): Spread => [Math.min(...xs), Math.max(...xs)];

/**
 * The runs' figures by name: each numeric one as the median of its runs, followed by
 * `<name>_spread`; a figure a run could not take (null) is left out of its median.
 */
export function medianOfRuns(runs: Record<string, number | null>[]): Record<string, number | Spread | null> {
  const out: Record<string, number | Spread | null> = {};
  for (const name of Object.keys(runs[0] ?? {})) {
    const taken = runs.map((r) => r[name]).filter((v): v is number => typeof v === 'number');
    out[name] = taken.length ? median(taken) : null;
    if (taken.length > 1) out[`${name}_spread`] = spread(taken);
  }
  return out;
}
