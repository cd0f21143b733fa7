/**
 * The rule by which a task's list copy (./people-buckets.ts keeps it) is trusted: one rule for its
 * read through Dexie (people-buckets.ts) and without (./peek-list-copy.ts).
 */

/**
 * A bucket of a task's people (./people-buckets.ts): `json` is their array, sorted by id (an unchanged
 * bucket is the same text). In the mirror and its list copy, `stamp` names the write that made the
 * two (`store` in people-buckets.ts).
 */
export type PeopleBucket = { key: string; taskId: number; json: string; stamp?: string };

/** The table of the mirror the screens read, and of its list copy (./db.ts); the server's copy keeps none. */
export const MIRROR_TABLE = 'peopleBuckets';
export const LIST_COPY_TABLE = 'peopleLists';
/** The index of a bucket's task and stamp (./db.ts declares it on both tables). */
export const STAMPED = '[taskId+stamp]';

/** The rows a bucket of the list copy holds. */
export const rowsOf = <Row>(copy: PeopleBucket): Row[] => JSON.parse(copy.json) as Row[];

/** Each copy's stamp by its key, from the copies as read. */
export const stampsIn = (copies: readonly PeopleBucket[]): Map<string, string> => new Map(copies.flatMap((c) => (c.stamp === undefined ? [] : [[c.key, c.stamp] as const])));

/**
 * Whether the list copy holds the task as its buckets do: every bucket (`buckets` of them, `stamps`
 * of them stamped), with the copy its own write made (`copies` of them, `listed` stamped), and
 * nothing else.
 */
export const copyHolds = (buckets: number, stamps: ReadonlyMap<string, string>, copies: number, listed: ReadonlyMap<string, string>): boolean =>
  buckets === stamps.size && copies === stamps.size && listed.size === stamps.size && [...stamps].every(([key, stamp]) => listed.get(key) === stamp);
