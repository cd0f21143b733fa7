/**
 * localStorage, for the few small things a screen must keep in the keystroke's own task, before an
 * IndexedDB write could (a change of an order form until its write commits, a measurer's unsaved
 * values). Values are JSON. No call throws: where storage is full or refused (a private window)
 * a write answers null and a read undefined, and the screen goes on as it would without the copy.
 */

/** Writes `value`; answers the text written (by which `removeLocal` can drop exactly it), or null where refused. */
export function writeLocal(key: string, value: unknown): string | null {
  const text = JSON.stringify(value);
  try {
    localStorage.setItem(key, text);
    return text;
  } catch {
    return null;
  }
}

/** The value under `key`; undefined when there is none or it cannot be read. */
export function readLocal<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the value; with `onlyIf`, only if it is still that text (a later write keeps its own). */
export function removeLocal(key: string, onlyIf?: string | null): void {
  try {
    if (onlyIf === undefined || localStorage.getItem(key) === onlyIf) localStorage.removeItem(key);
  } catch {
    // Nothing to remove where storage is refused.
  }
}

/** The keys that start with `prefix`. */
export function localKeys(prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage refused: none.
  }
  return keys;
}
