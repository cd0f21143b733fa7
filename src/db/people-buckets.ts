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
 * The mirror screens read also keeps a list copy (`LIST_COPIES`): the same buckets without the
 * measurements of the people already measured, which the list neither shows nor counts by. On a
 * 10,000-person task that is about half the text, and reopening the task reads it first, so the
 * list shows before the whole task is read (`readPeopleList`). Every write of the mirror writes
 * its list copy in the same call, so the two cannot drift apart.
 */
import type { EntityTable } from 'dexie';
import { MEASURING_STATUS } from '@/domain/measuring/constants';
import type { FilterablePerson } from '@/domain/measuring/people-filter';
import type { MeasurementRow, MeasuringPerson } from '@/domain/measuring/wire';

/** A person of a mirrored task with their stored measurements (both repair statuses). */
export type PersonMirrorData = { person: MeasuringPerson; measurements: MeasurementRow[] };
/** A mirrored person: what the list filters and counts by (the same filter as the server's), and their data. */
export type TaskPersonMirror = FilterablePerson & {
  /** `${taskId}:${id}`; a person added offline carries a negative id until the server answers. */
  key: string;
  /** For a person added on this device, once the server has named them: the key they had before (their temporary id's). */
  was?: string;
  taskId: number;
  id: number;
  data: PersonMirrorData;
};

/** Up to 64 buckets a task: a few people each for a small task, ~160 each at 10,000 people. */
export const PEOPLE_BUCKETS = 64;

/** A bucket of a task's people: `json` is their array, sorted by id (an unchanged bucket is the same text). */
export type PeopleBucket = { key: string; taskId: number; json: string };

export type PeopleTable = EntityTable<PeopleBucket, 'key'>;

/**
 * The tables that keep a list copy, by the name of the table whose list it is: only the mirror the
 * screens read. By name, not by object: an upgrade's transaction hands out tables of its own.
 */
export const LIST_COPIES: Readonly<Record<string, string>> = { peopleBuckets: 'peopleLists' };

const listTableOf = (table: PeopleTable): PeopleTable | null => {
  const name = LIST_COPIES[table.name];
  return name ? (table.db.table(name) as PeopleTable) : null;
};

/**
 * A person as the list copy keeps them: whole while not measured (the list shows how many of their
 * garments are measured, from their measurements and order), without their measurements once
 * measured or repaired (the list shows their status only). Only a person's panel needs the rest.
 */
const listEntry = (p: TaskPersonMirror): TaskPersonMirror =>
  p.measuring_status_id === MEASURING_STATUS.notMeasured || p.data.measurements.length === 0 ? p : { ...p, data: { person: p.data.person, measurements: [] } };

/** The people a bucket was made from, so its list copy is made without parsing it again. */
const madeFrom = new WeakMap<PeopleBucket, TaskPersonMirror[]>();

const listBucketOf = (bucket: PeopleBucket): PeopleBucket => ({
  key: bucket.key,
  taskId: bucket.taskId,
  json: JSON.stringify((madeFrom.get(bucket) ?? peopleOf(bucket)).map(listEntry)),
});

/** Writes buckets and drops others, and the table's list copy with them. Every write of buckets comes here. */
async function store(table: PeopleTable, puts: readonly PeopleBucket[], drops: readonly string[]): Promise<void> {
  const lists = listTableOf(table);
  if (drops.length) await Promise.all([table.bulkDelete([...drops]), lists?.bulkDelete([...drops])]);
  if (puts.length) await Promise.all([table.bulkPut([...puts]), lists?.bulkPut(puts.map(listBucketOf))]);
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

/**
 * Every person of a task as the list copy holds them (see `listEntry`: those measured come without
 * their measurements), in no particular order: what the list shows and counts by, in about half
 * the read. A table without a list copy answers its people whole.
 */
export async function readPeopleList(table: PeopleTable, taskId: number): Promise<TaskPersonMirror[]> {
  return listPeople(listTableOf(table) ?? table, taskId);
}

/** The list copy of buckets (for a database upgraded to keep one). */
export const listCopyOf = (buckets: readonly PeopleBucket[]): PeopleBucket[] => buckets.map(listBucketOf);

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
