/**
 * The measuring mirror: tasks and their people (with stored measurements) in Dexie, and the
 * queued changes of measuring detail (add person, save measurement, delete person, rename
 * department, order info with its signature). Each change is applied to the mirror and queued in
 * the same transaction (outbox.enqueue); when the server answers, its answer is written back.
 *
 * Two copies of a task's people: `snapshotBuckets` as the server last had them (written when the
 * task is fetched, and moved on by every acknowledged change) and `peopleBuckets`, which screens
 * read (both in buckets of people, see people-buckets.ts): the snapshot plus the changes still
 * queued. So discarding a queued change, even offline, rebuilds the mirror without it.
 *
 * A person added offline gets a negative local id (allocated in the enqueue transaction). When the
 * server answers with the real id, the mirror row is re-keyed and local -> server id is recorded in
 * the same transaction that removes the mutation; later queued changes keep the local id and are
 * resolved when applied locally and just before they are sent (`sendEffects`). Changes of one
 * task share an order scope: one of them is submitted alone only after the earlier ones.
 */
import type { Transaction } from 'dexie';
import { z } from 'zod';
import {
  QueuedAddPersonSchema,
  QueuedDeletePersonSchema,
  QueuedEditOrderInfoSchema,
  QueuedRenameDepartmentSchema,
  QueuedSaveMeasurementSchema,
  QueuedResolveConflictSchema,
  type ChangeMeta,
  type ResolveConflictPayload,
  type AddPersonPayload,
  type DeletePersonPayload,
  type EditOrderInfoPayload,
  type RenameDepartmentPayload,
  type SaveMeasurementPayload,
} from '@/domain/measuring/contract';
import * as calls from '@/domain/measuring/endpoints';
import type { MeasurementRow, MeasuringPerson, MeasuringTaskInfo, TaskChanges } from '@/domain/measuring/wire';
import { type Mutation, type PortalDb, type TaskPersonMirror } from './db';
import { REFRESH_TRIES, taskAcks } from './ack-counts';
import { readSetting } from './settings';
import { deviceId } from './device-id';
import { MIRROR_STAMP } from './stamp-keys';
import {
  applyAddPerson,
  applyDeletePerson,
  applyOrderInfo,
  applyRenameDepartment,
  applyResolveConflict,
  applySaveMeasurement,
  personKey,
  recordServerId,
  resolvePersonId,
  savedMeasurements,
  snapshotRows,
  toPersonRow,
  withFields,
} from './measuring-effects';
import type { PeopleBucket } from './list-copy';
import { getPerson, holdExactly, modifyPerson, putPerson, readBuckets, removePerson, replacePeople, toBuckets } from './people-buckets';
import { defineQueuedKind, enqueue, reapplyQueued, type AnyQueuedKind, type QueuedKind } from './outbox';

export const MEASURING_KIND = {
  addPerson: 'measuring.add_person',
  saveMeasurement: 'measuring.save_measurement',
  deletePerson: 'measuring.delete_person',
  renameDepartment: 'measuring.rename_department',
  editOrderInfo: 'measuring.edit_order_info',
  resolveConflict: 'measuring.resolve_conflict',
} as const;

const KINDS = new Set<string>(Object.values(MEASURING_KIND));
const LOCAL_ID_KEY = 'measuring.nextLocalId';

/** Every queued measuring change names its task (read from a stored payload of any of its kinds). */
const NamesTask = z.object({ task_id: z.number() });
const taskOf = (payload: unknown): number | undefined => NamesTask.safeParse(payload).data?.task_id;

/** The mirror of a task: the snapshot rows plus the user's queued changes for it, in order. */
async function resetMirror(db: PortalDb, userId: number, taskId: number, snapshot: ReadonlyMap<string, PeopleBucket>, tx: Transaction): Promise<void> {
  await holdExactly(db.peopleBuckets, taskId, snapshot);
  await reapplyQueued(db, userId, tx, MEASURING_QUEUED_KINDS, (m) => taskOf(m.payload) === taskId);
}

/** How many changes of a task the server has acknowledged on this device; read before fetching the task. */
export const taskAckCount = taskAcks.read;

/**
 * Writes a task as the server gave it (the snapshot), and the mirror as the snapshot plus the
 * changes still queued for it, so a refresh never hides what the measurer did offline.
 *
 * `ackSeen` is the task's acknowledgement count read before the data was fetched. If a change of
 * the task was acknowledged since, the data may predate it, and the change has left the outbox, so
 * re-applying the queue would not bring it back: nothing is written and the answer is false (fetch
 * again). Without `ackSeen` the data is taken as current.
 */
export async function saveTaskSnapshot(
  db: PortalDb,
  userId: number,
  task: MeasuringTaskInfo,
  people: MeasuringPerson[],
  measurements: MeasurementRow[],
  ackSeen?: number,
): Promise<boolean> {
  return writeSnapshot(db, userId, task, snapshotRows(people, measurements), ackSeen);
}

function writeSnapshot(db: PortalDb, userId: number, task: MeasuringTaskInfo, rows: TaskPersonMirror[], ackSeen?: number): Promise<boolean> {
  return db.transaction('rw', db.tables, async (tx) => {
    if (ackSeen !== undefined && (await taskAckCount(db, task.id)) !== ackSeen) return false;
    await db.tasks.put({ id: task.id, userId, data: task, fetchedAt: Date.now() });
    const buckets = toBuckets(rows);
    await holdExactly(db.snapshotBuckets, task.id, buckets);
    await db.settings.put({ key: MIRROR_STAMP.task(task.id), value: Date.now() });
    await resetMirror(db, userId, task.id, buckets, tx);
    return true;
  });
}

/** Whether the user has changes of this task still queued (the mirror is then more than the snapshot). */
async function hasQueuedChanges(db: PortalDb, userId: number, taskId: number): Promise<boolean> {
  const queued = await db.outbox.where('userId').equals(userId).toArray();
  return queued.some((m) => KINDS.has(m.kind) && taskOf(m.payload) === taskId);
}

export type FetchedTask = { task: MeasuringTaskInfo; people: MeasuringPerson[]; measurements: MeasurementRow[] };

/** What a first open hands over as it arrives, before the whole task (see refreshTaskMirror). */
export type EarlyParts = {
  /**
   * The task's acknowledgement count, read before fetching: people asked for before the refresh
   * (first-open.ts) may be written only if the count read before they were asked for is this one.
   */
  ackSeen: number;
  /** The first people in list order, and how many the task has in all. */
  head: (task: MeasuringTaskInfo, people: MeasuringPerson[], total: number) => void;
  /** Every person, before their measurements. */
  people: (task: MeasuringTaskInfo, people: MeasuringPerson[]) => void;
};

/** Fetches a task. Given `early` (a first open), it hands over parts of the task as they arrive. */
export type FetchTask = (early: EarlyParts | null) => Promise<FetchedTask>;

/**
 * What a refresh hands the screen, and how much of the task it is: `head`, the first people in list
 * order (of `total`); `people`, every person, before their measurements; `whole`, the task as the
 * mirror will hold it.
 */
export type HandedOver = { task: MeasuringTaskInfo; rows: TaskPersonMirror[]; stage: 'head' | 'people' | 'whole'; total: number };

/**
 * Refreshes a task from the server while its queued changes may be replaying: a fetch that an
 * acknowledgement overtook is fetched again (up to a few times; after that the mirror, which
 * already shows every change, is left as it is until the next refresh). Returns the data written,
 * or null when every try raced an acknowledgement.
 *
 * `onFetched` is given the task and its people as the mirror will hold them, before they are written, when
 * nothing of the task is queued (the mirror is then the snapshot itself): a screen can show them
 * while IndexedDB takes its time (a large task on a slow tablet). It is given
 * null when that write is refused (an acknowledgement overtook the fetch): what it had is stale.
 *
 * On a first open (no snapshot of the task here, and nothing of it queued: a device from before
 * snapshots may hold a mirror and changes without one) it is given parts of the task before the
 * whole, so a first open shows people sooner: the first people in list order, which come in tens of milliseconds, then every
 * person while the larger half of the task, their measurements, is still on its way.
 */
export async function refreshTaskMirror(
  db: PortalDb,
  userId: number,
  taskId: number,
  fetchTask: FetchTask,
  onFetched?: (handed: HandedOver | null) => void,
): Promise<FetchedTask | null> {
  for (let i = 0; i < REFRESH_TRIES; i += 1) {
    // Read together: on a first open they stand between the screen and its first request.
    const [ackSeen, stamped, queued] = await Promise.all([taskAckCount(db, taskId), db.settings.get(MIRROR_STAMP.task(taskId)), hasQueuedChanges(db, userId, taskId)]);
    const firstOpen = onFetched !== undefined && !stamped && !queued;
    const early: EarlyParts | null = firstOpen
      ? {
          ackSeen,
          head: (task, people, total) => onFetched({ task, rows: snapshotRows(people, []), stage: 'head', total }),
          people: (task, people) => onFetched({ task, rows: snapshotRows(people, []), stage: 'people', total: people.length }),
        }
      : null;
    const data = await fetchTask(early);
    const rows = snapshotRows(data.people, data.measurements);
    if (onFetched && !(await hasQueuedChanges(db, userId, taskId))) onFetched({ task: data.task, rows, stage: 'whole', total: rows.length });
    if (await writeSnapshot(db, userId, data.task, rows, ackSeen)) return data;
    // Overtaken by an acknowledgement: what was handed over is not what the mirror holds.
    onFetched?.(null);
  }
  return null;
}

/** What a catch-up fetches: the task's changes after the revision the device holds, and the task as it is now. */
export type FetchChanges = (since: number) => Promise<{ changes: TaskChanges; task: MeasuringTaskInfo }>;

/**
 * Catches a task the device holds up with what changed on the server since the revision it holds:
 * only the people changed or deleted move, in both copies; each changed person is the
 * server's row with this device's changes still queued for them over it. Answers the number of
 * people moved, or null when the device cannot catch up so (no snapshot, no revision held, or an
 * acknowledgement overtook the fetch every time): the caller then fetches the whole task.
 */
export async function catchUpTask(db: PortalDb, userId: number, taskId: number, fetchChanges: FetchChanges): Promise<number | null> {
  for (let i = 0; i < REFRESH_TRIES; i += 1) {
    const [ackSeen, stamped, held] = await Promise.all([taskAckCount(db, taskId), db.settings.get(MIRROR_STAMP.task(taskId)), db.tasks.get(taskId)]);
    const since = held?.data.rev;
    if (!stamped || typeof since !== 'number') return null;
    const { changes, task } = await fetchChanges(since);
    const moved = await db.transaction('rw', db.tables, async (tx) => {
      if ((await taskAckCount(db, taskId)) !== ackSeen) return null;
      const rows = snapshotRows(changes.people, changes.measurements);
      const changed = new Set([...rows.map((r) => r.id), ...changes.deleted]);
      await replacePeople(db.snapshotBuckets, taskId, rows, changes.deleted);
      await replacePeople(db.peopleBuckets, taskId, rows, changes.deleted);
      // The task as it is now, at the revision caught up to (a change landing between the two reads comes next time).
      await db.tasks.put({ id: taskId, userId, data: { ...task, rev: changes.rev }, fetchedAt: Date.now() });
      await db.settings.put({ key: MIRROR_STAMP.task(taskId), value: Date.now() });
      // This device's changes still queued for the people moved go back over them.
      if (changed.size) await reapplyQueued(db, userId, tx, MEASURING_QUEUED_KINDS, (m) => taskOf(m.payload) === taskId && touchesAny(m, changed));
      return changed.size;
    });
    if (moved !== null) return moved;
  }
  return null;
}

/** Whether a queued change is about one of the people (a rename, about a department, may touch any). */
function touchesAny(m: Mutation, people: ReadonlySet<number>): boolean {
  if (m.kind === MEASURING_KIND.renameDepartment) return true;
  const person = personOf(m);
  // A person added here is named by their temporary id: put back, it changes nothing it had not.
  return person !== undefined && (person < 0 || people.has(person));
}

/**
 * Rebuilds a task's mirror from its snapshot and the changes still queued (after one was
 * discarded). Without a snapshot the mirror is left as it is until the task is fetched again.
 */
export async function rebuildTaskMirror(db: PortalDb, userId: number, taskId: number, tx: Transaction): Promise<boolean> {
  if (!(await db.settings.get(MIRROR_STAMP.task(taskId)))) return false;
  await resetMirror(db, userId, taskId, await readBuckets(db.snapshotBuckets, taskId), tx);
  return true;
}

/*
 * Server answers. The mirror row already shows every queued change, so it only takes what the
 * server assigns (a new person's id, the save date, the stored signature's url); the snapshot
 * takes the change itself, now that the server has it. Each acknowledgement is counted per task,
 * so a refresh fetched before it does not overwrite the mirror (saveTaskSnapshot).
 */
function counted<P extends { task_id: number }, A = unknown>(effect?: QueuedKind<P, A>['onAnswer']): QueuedKind<P, A>['onAnswer'] {
  return async (db, m, payload, result, tx) => {
    await effect?.(db, m, payload, result, tx);
    await taskAcks.count(db, payload.task_id);
  };
}

// Discarded: the mirror is rebuilt without it (its local effect cannot be undone on its own, as
// later changes may have built on it). One function for every kind, so a change discarded with its
// dependents rebuilds the task once.
const rebuildWithout: QueuedKind<unknown>['onDiscard'] = async (db, m, tx) => {
  const taskId = taskOf(m.payload);
  if (taskId !== undefined) await rebuildTaskMirror(db, m.userId, taskId, tx);
};

/** Changes of one task reach the server in queue order. */
const taskScope = (p: { task_id: number }) => `measuring.task:${p.task_id}`;

/** The person a queued change of measuring detail is about (a temporary id for one added offline). */
const NamesPerson = z.object({ user_id: z.number().optional(), id: z.number().optional() });
function personOf(m: Mutation): number | undefined {
  const p = NamesPerson.safeParse(m.payload).data;
  if (m.kind === MEASURING_KIND.saveMeasurement || m.kind === MEASURING_KIND.editOrderInfo || m.kind === MEASURING_KIND.resolveConflict) return p?.user_id;
  if (m.kind === MEASURING_KIND.deletePerson) return p?.id;
  return undefined;
}

/** add_task_user answers the stored person, echoing the device's local id. */
const addPerson = defineQueuedKind<AddPersonPayload, typeof calls.addPerson>({
  kind: MEASURING_KIND.addPerson,
  endpoint: calls.addPerson,
  schema: QueuedAddPersonSchema,
  scope: taskScope,
  applyLocal: (db, p) => applyAddPerson(db.peopleBuckets, p),
  onAnswer: counted(async (db, _m, p, result) => {
    // The answer echoes the local id too; the snapshot keeps the person as the server lists them.
    const { local_id: _echoed, ...answer } = result;
    // Queued changes and screens may still name the local id; they resolve it through this map.
    await recordServerId(db, p.local_id, answer.id);
    await putPerson(db.snapshotBuckets, toPersonRow(answer, []));
    const row = await removePerson(db.peopleBuckets, answer.task_id, p.local_id);
    if (!row) return;
    const person = { ...row.data.person, id: answer.id, measuring_user_id: answer.id, user_id: answer.id };
    await putPerson(db.peopleBuckets, {
      ...row,
      key: personKey(answer.task_id, answer.id),
      // A screen showing them (the person panel, unsaved values kept for them) follows them to the new key.
      was: row.key,
      id: answer.id,
      data: { person, measurements: row.data.measurements.map((x) => ({ ...x, person_id: answer.id })) },
    });
  }),
  onDiscard: rebuildWithout,
  // A person added offline is named by a temporary id the server never saw: the changes queued for
  // them (measurements, order info and signature, a delete) cannot be sent without the add.
  dependsOn: (p, later) => KINDS.has(later.kind) && taskOf(later.payload) === p.task_id && personOf(later) === p.local_id,
});

/** save_measuring_data answers the stored person (with its save date). */
const saveMeasurement = defineQueuedKind<SaveMeasurementPayload, typeof calls.saveMeasurement>({
  kind: MEASURING_KIND.saveMeasurement,
  endpoint: calls.saveMeasurement,
  schema: QueuedSaveMeasurementSchema,
  scope: taskScope,
  applyLocal: (db, p) => applySaveMeasurement(db, db.peopleBuckets, p),
  // A person added offline is named by the id the server gave it (known once its add was
  // acknowledged, which replay order guarantees).
  send: async (db, p) => ({ ...p, user_id: await resolvePersonId(db, p.user_id) }),
  onAnswer: counted(async (db, _m, p, answer) => {
    // The snapshot takes the person as the server answered and the saved categories over what it
    // held: one read and one write of the person's bucket.
    const held = await getPerson(db.snapshotBuckets, answer.task_id, answer.id);
    // The warnings are the answer's news, not the person's: the panel checks again as it shows them.
    const { warnings: _news, ...person } = answer;
    if (held) await putPerson(db.snapshotBuckets, toPersonRow(person, savedMeasurements(held, p)));
    await modifyPerson(db.peopleBuckets, answer.task_id, answer.id, (r) => {
      r.data.person.save_date = answer.save_date;
      // The server's flags are news the mirror must show: the values are this device's until a catch-up.
      // (A server from before revisions answers none.)
      r.data.person.conflicts = answer.conflicts ?? [];
      r.conflicts = r.data.person.conflicts.length;
    });
  }),
  onDiscard: rebuildWithout,
  conflictOf: (_p, answer) => (madeConflict(answer) ? answer.truename : null),
});

/** Whether a change's answer reports a conflict the change itself made (a field set at the answer's revision). */
const madeConflict = (answer: MeasuringPerson) => (answer.conflicts ?? []).some((c) => c.applied.rev === answer.rev);

const deletePerson = defineQueuedKind<DeletePersonPayload, typeof calls.deletePerson>({
  kind: MEASURING_KIND.deletePerson,
  endpoint: calls.deletePerson,
  schema: QueuedDeletePersonSchema,
  scope: taskScope,
  applyLocal: (db, p) => applyDeletePerson(db, db.peopleBuckets, p),
  send: async (db, p) => ({ ...p, id: await resolvePersonId(db, p.id) }),
  // Kept (another device measured them since): a catch-up brings them back, in conflict.
  onAnswer: counted((db, _m, p) => applyDeletePerson(db, db.snapshotBuckets, p)),
  onDiscard: rebuildWithout,
  conflictOf: (_p, answer, m) => (answer.kept ? m.summary : null),
});

const renameDepartment = defineQueuedKind<RenameDepartmentPayload, typeof calls.renameDepartment>({
  kind: MEASURING_KIND.renameDepartment,
  endpoint: calls.renameDepartment,
  schema: QueuedRenameDepartmentSchema,
  scope: taskScope,
  applyLocal: (db, p) => applyRenameDepartment(db.peopleBuckets, p),
  // spec 3 §7 edit_department_name names the client's department by client_id; a change queued
  // from a task carries task_id, which the server takes instead (narrower: that task only), so
  // client_id is not sent along with it.
  send: async (_db, { client_id: _client, ...rest }) => rest,
  onAnswer: counted((db, _m, p) => applyRenameDepartment(db.snapshotBuckets, p)),
  onDiscard: rebuildWithout,
});

const editOrderInfo = defineQueuedKind<EditOrderInfoPayload, typeof calls.editOrderInfo>({
  kind: MEASURING_KIND.editOrderInfo,
  endpoint: calls.editOrderInfo,
  schema: QueuedEditOrderInfoSchema,
  scope: taskScope,
  // The signature shows at once: until the server stores it, `sign` is the data URL drawn here.
  applyLocal: (db, p) => applyOrderInfo(db, db.peopleBuckets, p),
  send: async (db, p) => ({ ...p, user_id: await resolvePersonId(db, p.user_id) }),
  onAnswer: counted(async (db, _m, p, answer) => {
    await applyOrderInfo(db, db.snapshotBuckets, p, answer.sign);
    await modifyPerson(db.peopleBuckets, p.task_id, await resolvePersonId(db, p.user_id), (r) => {
      // The stored image's url replaces the data URL, unless a later queued change drew another.
      if (r.data.person.sign === p.sign) r.data.person.sign = answer.sign;
    });
  }),
  onDiscard: rebuildWithout,
});

/** resolve_conflict answers the person as resolved (or that the resolution deleted them). */
const resolveConflict = defineQueuedKind<ResolveConflictPayload, typeof calls.resolveConflict>({
  kind: MEASURING_KIND.resolveConflict,
  endpoint: calls.resolveConflict,
  schema: QueuedResolveConflictSchema,
  scope: taskScope,
  applyLocal: (db, p) => applyResolveConflict(db, db.peopleBuckets, p),
  send: async (db, p) => ({ ...p, user_id: await resolvePersonId(db, p.user_id) }),
  onAnswer: counted(async (db, _m, p, answer) => {
    if ('deleted' in answer) return applyDeletePerson(db, db.snapshotBuckets, { id: p.user_id, task_id: p.task_id });
    const held = await getPerson(db.snapshotBuckets, answer.task_id, answer.id);
    if (held) await putPerson(db.snapshotBuckets, toPersonRow(answer, resolvedMeasurements(held, p)));
  }),
  onDiscard: rebuildWithout,
});

/** A person's measurements once the server applied a resolution: the chosen values over what the snapshot held. */
function resolvedMeasurements(held: TaskPersonMirror, p: ResolveConflictPayload): MeasurementRow[] {
  const { _delete: _d, ...chosen } = p.fields;
  return withFields(held, chosen).data.measurements;
}

/** The measuring module's queued kinds, for the engine's list (./queued-kinds.ts). */
export const MEASURING_QUEUED_KINDS: readonly AnyQueuedKind[] = [addPerson, saveMeasurement, deletePerson, renameDepartment, editOrderInfo, resolveConflict];

/** Allocates the next negative local id inside the enqueue transaction. */
async function nextLocalId(db: PortalDb): Promise<number> {
  const current = await readSetting(db, LOCAL_ID_KEY, -1);
  await db.settings.put({ key: LOCAL_ID_KEY, value: current - 1 });
  return current;
}

/**
 * What a queued change of a person carries for several measurers on one task: the
 * revision of the person as this device last read them (its mirror's, which moves only when the
 * task is read again), this device, and the time of the change here. Taken in the enqueue
 * transaction, so the change and what it was based on are one.
 */
async function changeMeta(db: PortalDb, taskId: number, personId: number | null): Promise<Required<ChangeMeta>> {
  const row = personId === null ? undefined : await getPerson(db.peopleBuckets, taskId, await resolvePersonId(db, personId));
  return { base_rev: row?.data.person.rev ?? 0, device_id: await deviceId(db), changed_at: new Date().toISOString() };
}

export function queueAddPerson(db: PortalDb, userId: number, payload: Omit<AddPersonPayload, 'local_id'>, summary: string) {
  // local_id 0 is a placeholder: the real one is taken inside the transaction.
  return enqueue(db, addPerson, { userId, payload: { ...payload, local_id: 0 }, summary }, async (_tx, p) => {
    const { device_id, changed_at } = await changeMeta(db, p.task_id, null);
    return { ...p, local_id: await nextLocalId(db), device_id, changed_at };
  });
}

export function queueSaveMeasurement(db: PortalDb, userId: number, payload: SaveMeasurementPayload, summary: string) {
  return enqueue(db, saveMeasurement, { userId, payload, summary }, async (_tx, p) => ({ ...(await changeMeta(db, p.task_id, p.user_id)), ...p }));
}

export function queueDeletePerson(db: PortalDb, userId: number, payload: DeletePersonPayload, summary: string) {
  return enqueue(db, deletePerson, { userId, payload, summary }, async (_tx, p) => ({ ...(await changeMeta(db, p.task_id, p.id)), ...p }));
}

export function queueRenameDepartment(db: PortalDb, userId: number, payload: RenameDepartmentPayload, summary: string) {
  return enqueue(db, renameDepartment, { userId, payload, summary }, async (_tx, p) => {
    const { device_id, changed_at } = await changeMeta(db, p.task_id, null);
    return { ...p, device_id, changed_at };
  });
}

export function queueEditOrderInfo(db: PortalDb, userId: number, payload: EditOrderInfoPayload, summary: string) {
  return enqueue(db, editOrderInfo, { userId, payload, summary }, async (_tx, p) => ({ ...(await changeMeta(db, p.task_id, p.user_id)), ...p }));
}

export function queueResolveConflict(db: PortalDb, userId: number, payload: ResolveConflictPayload, summary: string) {
  return enqueue(db, resolveConflict, { userId, payload, summary }, async (_tx, p) => ({ ...(await changeMeta(db, p.task_id, p.user_id)), ...p }));
}
