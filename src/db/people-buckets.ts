/**
 * A task's people as IndexedDB keeps them: in buckets of people (by person id), not one record per
 * person. IndexedDB pays per record, not per byte: in Chromium, 10,000 records of 800 B took 3 to
 * 14 s to write in one transaction, 20 records of 400 KB took 69 ms; reading 10,000 records took
 * some 0.8 s. A 10,000-person task is 64 records of ~120 KB here, and a change to one person
 * rewrites one of them (a few milliseconds).
 *
 * Both copies of a task (the mirror screens read and the server's last known copy, see
 * measuring-mirror.ts) are kept so, each in its own table, through these functions only.
 */
import type { EntityTable } from 'dexie';
import type { TaskPersonMirror } from './db';

/** Up to 64 buckets a task: a few people each for a small task, ~160 each at 10,000 people. */
export const PEOPLE_BUCKETS = 64;

/** A bucket of a task's people, sorted by id (so an unchanged bucket serialises as it did). */
export type PeopleBucket = { key: string; taskId: number; people: TaskPersonMirror[] };

export type PeopleTable = EntityTable<PeopleBucket, 'key'>;

// A person added offline has a negative local id; it moves buckets when the server gives it one.
const bucketKey = (taskId: number, id: number) => `${taskId}#${((id % PEOPLE_BUCKETS) + PEOPLE_BUCKETS) % PEOPLE_BUCKETS}`;

const byId = (a: TaskPersonMirror, b: TaskPersonMirror) => a.id - b.id;

/** People (of any tasks) as buckets, for writing in one bulkPut. */
export function toBuckets(rows: readonly TaskPersonMirror[]): Map<string, PeopleBucket> {
  const buckets = new Map<string, PeopleBucket>();
  for (const row of rows) {
    const key = bucketKey(row.taskId, row.id);
    const bucket = buckets.get(key) ?? { key, taskId: row.taskId, people: [] };
    bucket.people.push(row);
    buckets.set(key, bucket);
  }
  for (const bucket of buckets.values()) bucket.people.sort(byId);
  return buckets;
}

/** Every person of a task, in no particular order. */
export async function listPeople(table: PeopleTable, taskId: number): Promise<TaskPersonMirror[]> {
  return (await table.where('taskId').equals(taskId).toArray()).flatMap((b) => b.people);
}

export async function getPerson(table: PeopleTable, taskId: number, id: number): Promise<TaskPersonMirror | undefined> {
  return (await table.get(bucketKey(taskId, id)))?.people.find((p) => p.id === id);
}

/** Adds a person, or replaces the one with the same id. */
export async function putPerson(table: PeopleTable, row: TaskPersonMirror): Promise<void> {
  const key = bucketKey(row.taskId, row.id);
  const bucket = (await table.get(key)) ?? { key, taskId: row.taskId, people: [] };
  const people = [...bucket.people.filter((p) => p.id !== row.id), row].sort(byId);
  await table.put({ ...bucket, people });
}

export async function removePerson(table: PeopleTable, taskId: number, id: number): Promise<void> {
  const bucket = await table.get(bucketKey(taskId, id));
  if (!bucket?.people.some((p) => p.id === id)) return;
  const people = bucket.people.filter((p) => p.id !== id);
  if (people.length) await table.put({ ...bucket, people });
  else await table.delete(bucket.key);
}

/** Changes one person in place (nothing when they are not there). */
export async function modifyPerson(table: PeopleTable, taskId: number, id: number, change: (row: TaskPersonMirror) => void): Promise<void> {
  const bucket = await table.get(bucketKey(taskId, id));
  const row = bucket?.people.find((p) => p.id === id);
  if (!bucket || !row) return;
  change(row);
  await table.put(bucket);
}

/** Changes every person of a task that `matches`, rewriting only the buckets that hold one. */
export async function modifyPeople(
  table: PeopleTable,
  taskId: number,
  matches: (row: TaskPersonMirror) => boolean,
  change: (row: TaskPersonMirror) => void,
): Promise<void> {
  const touched: PeopleBucket[] = [];
  for (const bucket of await table.where('taskId').equals(taskId).toArray()) {
    const rows = bucket.people.filter(matches);
    rows.forEach(change);
    if (rows.length) touched.push(bucket);
  }
  if (touched.length) await table.bulkPut(touched);
}

/**
 * Makes `table` hold exactly `rows` for the task, writing only the buckets that differ: a task
 * fetched again is mostly as it was, and comparing costs far less than writing.
 */
export async function holdExactly(table: PeopleTable, taskId: number, rows: readonly TaskPersonMirror[]): Promise<void> {
  const wanted = toBuckets(rows);
  const held = await table.where('taskId').equals(taskId).toArray();
  const heldJson = new Map(held.map((b) => [b.key, JSON.stringify(b)]));
  const changed = [...wanted.values()].filter((b) => heldJson.get(b.key) !== JSON.stringify(b));
  const gone = held.filter((b) => !wanted.has(b.key)).map((b) => b.key);
  if (gone.length) await table.bulkDelete(gone);
  if (changed.length) await table.bulkPut(changed);
}
