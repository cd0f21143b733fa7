/**
 * A task's people as IndexedDB keeps them: in buckets of people (by person id), not one record per
 * person. IndexedDB pays per record, not per byte: in Chromium, 10,000 records of 800 B took 3 to
 * 14 s to write in one transaction, 20 records of 400 KB took 69 ms; reading 10,000 records took
 * some 0.8 s. A 10,000-person task is 64 records of ~120 KB here, and a change to one person
 * rewrites one of them (a few milliseconds).
 *
 * A bucket holds its people as JSON text, not as objects: IndexedDB's structured clone of 20,000
 * people objects took ~400 ms to write and ~200 ms to read back in Chromium, where a string is
 * copied as it is and V8's JSON is several times faster. The text also tells at once whether a
 * bucket fetched again is the one already held.
 *
 * Both copies of a task (the mirror screens read and the server's last known copy, see
 * measuring-mirror.ts) are kept so, each in its own table, through these functions only.
 *
 * The mirror screens read also keeps a list copy (`LIST_COPY_TABLE`): each person as the list shows,
 * filters and counts them (`TaskPersonRow`), without the rest of what the server sent of them or
 * the measurements the list does not count by. On a 10,000-person task that is about a fifth of
 * the text, and reopening the task reads it first, so the list shows before the whole task is read
 * (`readPeopleList`). Every write of the mirror writes its list copy in the same transaction
 * (`store`), and each bucket and its copy carry the stamp of that write: a bucket written otherwise
 * (by a tab still running a version from before the copies, which Dexie lets go on writing) is
 * seen, the task is read whole, and its copy is made again.
 */
import Dexie, { type EntityTable } from 'dexie';
import { listShowsProgress, type GarmentMeasurement } from '@/domain/measuring/completion';
import type { FilterablePerson } from '@/domain/measuring/people-filter';
import type { MeasurementRow, MeasuringPerson } from '@/domain/measuring/wire';
import { copyHolds, LIST_COPY_TABLE, MIRROR_TABLE, rowsOf, STAMPED, stampsIn, type PeopleBucket } from './list-copy';

/** A person of a mirrored task with their stored measurements (both repair statuses). */
export type PersonMirrorData = { person: MeasuringPerson; measurements: MeasurementRow[] };

/** What the people list reads of a person's data: how far they are (their own garments, and what their measurements fill in; completion.ts). */
export type PersonListData = { person: { order_config: readonly { category_id: number }[] }; measurements: GarmentMeasurement[] };

/** A person as the people list shows, filters and counts them (the same filter as the server's). */
export type TaskPersonRow = FilterablePerson & {
  /** `${taskId}:${id}`; a person added offline carries a negative id until the server answers. */
  key: string;
  /** For a person added on this device, once the server has named them: the key they had before (their temporary id's). */
  was?: string;
  taskId: number;
  id: number;
  /** In the list copy, empty for a person measured or repaired, whose row shows their status only (`listShowsProgress`). */
  data: PersonListData;
};

/** A mirrored person: their row, and all the device holds of them (what their panel shows and edits). */
export type TaskPersonMirror = Omit<TaskPersonRow, 'data'> & { data: PersonMirrorData };

/** Up to 64 buckets a task: a few people each for a small task, ~160 each at 10,000 people. */
export const PEOPLE_BUCKETS = 64;

export type PeopleTable = EntityTable<PeopleBucket, 'key'>;

// By name: this module does not import the database (db.ts imports it).
const listTableOf = (table: PeopleTable): PeopleTable | null => (table.name === MIRROR_TABLE ? (table.db.table(LIST_COPY_TABLE) as PeopleTable) : null);

/**
 * A person as the list copy keeps them: their row, named field by field (a field the server adds
 * to a person stays out of it), and what their progress is read from while the list shows it
 * (nothing for a person measured or repaired, whose row shows their status only). Only a person's
 * panel needs the rest.
 *
 * Every entry has the same keys in the same order, as the mirror's people have, so that V8 gives
 * them one shape: entries whose `data` and `conflicts` were left out when empty, a fifth less text,
 * made a reopen of a 10,000-person task ~0.25 s slower than these do (docs/speed.md).
 */
function listEntry(p: TaskPersonMirror): TaskPersonRow {
  // A person stored by an earlier version may lack their own configuration: the task's then applies (completion.ts).
  const ownConfig: readonly { category_id: number }[] | undefined = p.data.person.order_config;
  const row: TaskPersonRow = {
    key: p.key,
    taskId: p.taskId,
    id: p.id,
    truename: p.truename,
    company_name: p.company_name,
    department_name: p.department_name,
    gender_id: p.gender_id,
    measuring_status_id: p.measuring_status_id,
    no_sleeve: p.no_sleeve,
    conflicts: p.conflicts ?? 0,
    data: listShowsProgress(p.measuring_status_id)
      ? {
          person: { order_config: (ownConfig ?? []).map((c) => ({ category_id: c.category_id })) },
          measurements: p.data.measurements.map((m) => ({ category_id: m.category_id, size: m.size, item: m.item.map((i) => ({ id: i.id, value: i.value })) })),
        }
      : { person: { order_config: [] }, measurements: [] },
  };
  if (p.was !== undefined) row.was = p.was;
  return row;
}

/**
 * The people a bucket was made from, so its list copy is made without parsing it again. A bucket's
 * people are not changed once it is made (bucketOf is the last step of every change).
 */
const madeFrom = new WeakMap<PeopleBucket, TaskPersonMirror[]>();

const listBucketOf = (bucket: PeopleBucket, stamp: string): PeopleBucket => ({
  key: bucket.key,
  taskId: bucket.taskId,
  json: JSON.stringify((madeFrom.get(bucket) ?? peopleOf(bucket)).map(listEntry)),
  stamp,
});

// Tells one write from another on a device: a prefix of this page's (or worker's) own, and a count.
const STAMP_PREFIX = Math.random().toString(36).slice(2, 10);
let written = 0;
const newStamp = () => `${STAMP_PREFIX}.${(written += 1)}`;

/**
 * Writes buckets and drops others, and the table's list copy with them, in one transaction (the
 * caller's, which must then hold both tables, or one of its own). Every write of buckets comes here.
 */
async function store(table: PeopleTable, puts: readonly PeopleBucket[], drops: readonly string[]): Promise<void> {
  const lists = listTableOf(table);
  if (!lists) {
    if (drops.length) await table.bulkDelete([...drops]);
    if (puts.length) await table.bulkPut([...puts]);
    return;
  }
  await table.db.transaction('rw', table, lists, async () => {
    if (drops.length) await Promise.all([table.bulkDelete([...drops]), lists.bulkDelete([...drops])]);
    if (!puts.length) return;
    const stamps = puts.map(newStamp);
    await Promise.all([table.bulkPut(puts.map((b, i) => ({ ...b, stamp: stamps[i] }))), lists.bulkPut(puts.map((b, i) => listBucketOf(b, stamps[i]!)))]);
  });
}

/**
 * Each bucket's stamp by its key, read from the index alone (no bucket's text is read), in one pass
 * of a key cursor. A step of a cursor is a turn of the page's event loop: on a reopen the screen's
 * first renders ran between them, and the four passes this took before (the keys, then the ids, of
 * both tables) held the list copy back ~0.1 s (docs/speed.md).
 */
async function stampsOf(table: PeopleTable, taskId: number): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  await table
    .where(STAMPED)
    .between([taskId, Dexie.minKey], [taskId, Dexie.maxKey])
    .eachKey((key, cursor) => stamps.set(cursor.primaryKey as string, (key as unknown as [number, string])[1]));
  return stamps;
}

/** Whether the list copy holds the task, read from the two indexes alone (for a remake, which reads no copy). */
async function listCopyHolds(table: PeopleTable, lists: PeopleTable, taskId: number): Promise<boolean> {
  const [buckets, stamps, copies, listed] = await Promise.all([
    table.where('taskId').equals(taskId).count(),
    stampsOf(table, taskId),
    lists.where('taskId').equals(taskId).count(),
    stampsOf(lists, taskId),
  ]);
  return copyHolds(buckets, stamps, copies, listed);
}

// A person added offline has a negative local id; it moves buckets when the server gives it one.
const bucketKey = (taskId: number, id: number) => `${taskId}#${((id % PEOPLE_BUCKETS) + PEOPLE_BUCKETS) % PEOPLE_BUCKETS}`;

const byId = (a: TaskPersonMirror, b: TaskPersonMirror) => a.id - b.id;

/** The people a bucket holds. */
export const peopleOf = (bucket: PeopleBucket): TaskPersonMirror[] => JSON.parse(bucket.json) as TaskPersonMirror[];

const bucketOf = (key: string, taskId: number, people: TaskPersonMirror[]): PeopleBucket => {
  const bucket = { key, taskId, json: JSON.stringify(people.sort(byId)) };
  madeFrom.set(bucket, people);
  return bucket;
};

/** People (of any tasks) as buckets, for writing in one bulkPut. */
export function toBuckets(rows: readonly TaskPersonMirror[]): Map<string, PeopleBucket> {
  const groups = new Map<string, TaskPersonMirror[]>();
  for (const row of rows) {
    const key = bucketKey(row.taskId, row.id);
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  return new Map([...groups].map(([key, people]) => [key, bucketOf(key, people[0]!.taskId, people)]));
}

/** Every bucket a table holds for a task. */
const bucketsOf = (table: PeopleTable, taskId: number): Promise<PeopleBucket[]> => table.where('taskId').equals(taskId).toArray();

/** Every person of a task, in no particular order. */
export async function listPeople(table: PeopleTable, taskId: number): Promise<TaskPersonMirror[]> {
  return (await bucketsOf(table, taskId)).flatMap(peopleOf);
}

/** A task's people for its list: their rows from the list copy (`copy`), or the people whole. */
export type PeopleList = { people: TaskPersonRow[]; copy: true } | { people: TaskPersonMirror[]; copy: false };

/**
 * A task's people for its list, in no particular order: their rows from the list copy when it holds
 * the task (see `listEntry`), in about a fifth of the read; otherwise whole, and the copy is made
 * again a little later (`remakeListCopy`).
 */
export async function readPeopleList(table: PeopleTable, taskId: number): Promise<PeopleList> {
  const lists = listTableOf(table);
  if (!lists) return { people: await listPeople(table, taskId), copy: false };
  return table.db.transaction('r', table, lists, async (): Promise<PeopleList> => {
    // The copies are read whole at once (one request), and their stamps from what was read: only the
    // buckets' stamps take a cursor.
    const [buckets, stamps, copies] = await Promise.all([table.where('taskId').equals(taskId).count(), stampsOf(table, taskId), bucketsOf(lists, taskId)]);
    if (copyHolds(buckets, stamps, copies.length, stampsIn(copies))) return { people: copies.flatMap((copy) => rowsOf<TaskPersonRow>(copy)), copy: true };
    remakeLater(table, taskId);
    return { people: await listPeople(table, taskId), copy: false };
  });
}

/**
 * Makes a task's list copy again where it does not hold the task's buckets: the buckets without a
 * copy of their own write are written again with one (a task held before the copies: all of them),
 * and copies of buckets no longer there go.
 */
export async function remakeListCopy(table: PeopleTable, taskId: number): Promise<void> {
  const lists = listTableOf(table);
  if (!lists) return;
  await table.db.transaction('rw', table, lists, async () => {
    if (await listCopyHolds(table, lists, taskId)) return;
    const [buckets, listed] = await Promise.all([bucketsOf(table, taskId), stampsOf(lists, taskId)]);
    const held = new Set(buckets.map((b) => b.key));
    await lists
      .where('taskId')
      .equals(taskId)
      .filter((copy) => !held.has(copy.key))
      .delete();
    await store(
      table,
      buckets.filter((b) => b.stamp === undefined || listed.get(b.key) !== b.stamp),
      [],
    );
  });
}

/** After a screen has read a task whole, out of its way: a 10,000-person task's copy is some 0.5 s of work. */
const REMAKE_AFTER_MS = 3000;
const remaking = new Set<string>();
/** One remake at a time: after an upgrade the task list asks for every task's at once. */
let remakes = Promise.resolve();

function remakeLater(table: PeopleTable, taskId: number): void {
  const id = `${table.db.name}:${taskId}`;
  if (remaking.has(id)) return;
  remaking.add(id);
  setTimeout(() => {
    remakes = remakes.then(() =>
      remakeListCopy(table, taskId)
        // A copy not made now is made at the next read that finds it missing; the list is read whole till then.
        .catch((err: unknown) => console.warn('list copy not made', taskId, err))
        .finally(() => remaking.delete(id)),
    );
  }, REMAKE_AFTER_MS);
}

/**
 * A reader of a task's people for a screen that reads them again after each change: a bucket whose
 * text is unchanged is not parsed again, and its people keep their identity, so memoized rows are
 * not rendered again. After one person is saved in a 10,000-person task, one bucket is parsed
 * instead of 64 (~8 MB of JSON). A read that finds every bucket as it was answers the same array as
 * the read before. The rows and the array are shared between reads: callers must not change them.
 */
export function peopleReader(): (table: PeopleTable, taskId: number) => Promise<readonly TaskPersonMirror[]> {
  let parsed = new Map<string, { json: string; people: TaskPersonMirror[] }>();
  let people: readonly TaskPersonMirror[] = [];
  return async (table, taskId) => {
    const next = new Map<string, { json: string; people: TaskPersonMirror[] }>();
    let changed = false;
    for (const bucket of await bucketsOf(table, taskId)) {
      const held = parsed.get(bucket.key);
      next.set(bucket.key, held?.json === bucket.json ? held : { json: bucket.json, people: peopleOf(bucket) });
      changed ||= next.get(bucket.key) !== held;
    }
    if (changed || next.size !== parsed.size) people = [...next.values()].flatMap((b) => b.people);
    parsed = next;
    return people;
  };
}

/** The bucket a person belongs in, read, with its people (none when the bucket is not there yet). */
async function readBucket(table: PeopleTable, taskId: number, id: number): Promise<{ key: string; people: TaskPersonMirror[] }> {
  const key = bucketKey(taskId, id);
  const bucket = await table.get(key);
  return { key, people: bucket ? peopleOf(bucket) : [] };
}

/** Writes a bucket's people back, or drops the bucket once it is empty. */
async function writeBucket(table: PeopleTable, taskId: number, key: string, people: TaskPersonMirror[]): Promise<void> {
  if (people.length) await store(table, [bucketOf(key, taskId, people)], []);
  else await store(table, [], [key]);
}

export async function getPerson(table: PeopleTable, taskId: number, id: number): Promise<TaskPersonMirror | undefined> {
  return (await readBucket(table, taskId, id)).people.find((p) => p.id === id);
}

/** Adds a person, or replaces the one with the same id. */
export async function putPerson(table: PeopleTable, row: TaskPersonMirror): Promise<void> {
  const { key, people } = await readBucket(table, row.taskId, row.id);
  await writeBucket(table, row.taskId, key, [...people.filter((p) => p.id !== row.id), row]);
}

/**
 * Puts people in and takes people out of a task in one pass: each bucket they touch is read and
 * written once (a catch-up moves 50 people of 10,000: 50 reads and writes of a ~130 KB bucket each
 * were most of its time).
 */
export async function replacePeople(table: PeopleTable, taskId: number, put: readonly TaskPersonMirror[], removed: readonly number[]): Promise<void> {
  const keys = new Set([...put.map((r) => bucketKey(taskId, r.id)), ...removed.map((id) => bucketKey(taskId, id))]);
  const held = await table.bulkGet([...keys]);
  const gone = new Set([...removed, ...put.map((r) => r.id)]);
  const writes: PeopleBucket[] = [];
  const drops: string[] = [];
  [...keys].forEach((key, i) => {
    const bucket = held[i];
    const people = [...(bucket ? peopleOf(bucket) : []).filter((p) => !gone.has(p.id)), ...put.filter((r) => bucketKey(taskId, r.id) === key)];
    if (people.length) writes.push(bucketOf(key, taskId, people));
    else if (bucket) drops.push(key);
  });
  await store(table, writes, drops);
}

/** Removes a person; returns them as they were (undefined when they were not there). */
export async function removePerson(table: PeopleTable, taskId: number, id: number): Promise<TaskPersonMirror | undefined> {
  const { key, people } = await readBucket(table, taskId, id);
  const row = people.find((p) => p.id === id);
  if (row) await writeBucket(table, taskId, key, people.filter((p) => p !== row));
  return row;
}

/** Changes one person in place (nothing when they are not there). */
export async function modifyPerson(table: PeopleTable, taskId: number, id: number, change: (row: TaskPersonMirror) => void): Promise<void> {
  const { key, people } = await readBucket(table, taskId, id);
  const row = people.find((p) => p.id === id);
  if (!row) return;
  change(row);
  await writeBucket(table, taskId, key, people);
}

/** Changes every person of a task that `matches`, rewriting only the buckets that hold one. */
export async function modifyPeople(
  table: PeopleTable,
  taskId: number,
  matches: (row: TaskPersonMirror) => boolean,
  change: (row: TaskPersonMirror) => void,
): Promise<void> {
  const touched: PeopleBucket[] = [];
  for (const bucket of await bucketsOf(table, taskId)) {
    const people = peopleOf(bucket);
    const rows = people.filter(matches);
    rows.forEach(change);
    if (rows.length) touched.push(bucketOf(bucket.key, taskId, people));
  }
  await store(table, touched, []);
}

/** A task's buckets as a table holds them (to copy one copy of a task into the other). */
export async function readBuckets(table: PeopleTable, taskId: number): Promise<Map<string, PeopleBucket>> {
  return new Map((await bucketsOf(table, taskId)).map((b) => [b.key, b]));
}

/**
 * Makes `table` hold exactly the `wanted` buckets (from toBuckets or readBuckets) for the task,
 * writing only those that differ: a task fetched again is mostly as it was, and comparing text
 * costs far less than writing. Both copies of a task are written from the same buckets, so its
 * people are turned into text once.
 */
export async function holdExactly(table: PeopleTable, taskId: number, wanted: ReadonlyMap<string, PeopleBucket>): Promise<void> {
  const held = await bucketsOf(table, taskId);
  const heldJson = new Map(held.map((b) => [b.key, b.json]));
  const changed = [...wanted.values()].filter((b) => heldJson.get(b.key) !== b.json);
  const gone = held.filter((b) => !wanted.has(b.key)).map((b) => b.key);
  await store(table, changed, gone);
}
