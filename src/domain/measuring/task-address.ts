/**
 * The task a measuring detail's address names (`?id=`), read the one way the route's preparation,
 * its early view and its screen all read it: a task's number is a positive whole number; anything
 * else (a word, a negative or a fraction, a number past JavaScript's safe range) names no task and
 * is 0. Read as `Number`, "abc" was NaN, which the device's database refused as a key: the screen
 * fell to its error page.
 */
export function taskIdOf(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
