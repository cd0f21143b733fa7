/** spec 3 §2: participant and part lists show the first two names, then a count ("N people", "N parts"). */
export const ABBREVIATE_AFTER = 2;

export function abbreviate(names: readonly string[]): { shown: string[]; total: number; abbreviated: boolean } {
  return { shown: names.slice(0, ABBREVIATE_AFTER), total: names.length, abbreviated: names.length > ABBREVIATE_AFTER };
}
