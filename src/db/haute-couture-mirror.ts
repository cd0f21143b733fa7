/**
 * The haute-couture mirror: a business's bespoke measuring tasks in Dexie, so a
 * measurer creates, fills and reads them on the tablet without signal. A save is the whole task
 * by its uid and a delete names the uid, both queued through the outbox (one transaction with the
 * local change) and replayed in order per task; the server's upsert makes a replay harmless.
 */
import { CoutureTaskInput, DeleteBody, type CoutureTask, type CoutureTaskValues } from '@/domain/haute-couture/contract';
import * as calls from '@/domain/haute-couture/endpoints';
import type { CoutureTaskMirror, Mutation, PortalDb } from './db';
import { stampMirror } from './mirror-stamps';
import { MIRROR_STAMP } from './stamp-keys';
import { defineQueuedKind, enqueue, readPayload, reapplyQueued, type AnyQueuedKind } from './outbox';

export const COUTURE_KIND = { save: 'haute_couture.save', delete: 'haute_couture.delete' } as const;

type DeletePayload = { uid: string };

/** The task as the screens show it after a local save: the server's fields it keeps, the new ones it takes. */
function locally(payload: CoutureTaskValues, before: CoutureTask | undefined, who: string): CoutureTask {
  const now = new Date().toISOString();
  return { id: before?.id ?? 0, ...payload, updated_by: who || before?.updated_by || '', editable: true, create_time: before?.create_time ?? now, update_time: now };
}

/** The server's copy with the saves of `uid` still queued laid over it, or undefined when there is nothing left. */
async function rebuild(db: PortalDb, row: CoutureTaskMirror): Promise<CoutureTaskMirror | undefined> {
  const queued = (await db.outbox.where('kind').equals(COUTURE_KIND.save).sortBy('seq')).map((m) => readPayload(save, m)).filter((p): p is CoutureTaskValues => p !== null && p.uid === row.uid);
  const last = queued.at(-1);
  if (last) return { ...row, data: locally(last, row.saved ?? row.data, row.data.updated_by), deleted: false };
  return row.saved ? { ...row, data: row.saved, deleted: false } : undefined;
}

const save = defineQueuedKind<CoutureTaskValues, typeof calls.saveTask>({
  kind: COUTURE_KIND.save,
  endpoint: calls.saveTask,
  schema: CoutureTaskInput,
  scope: (p) => `couture:${p.uid}`,
  applyLocal: async (db, p) => {
    const row = await db.coutureTasks.get(p.uid);
    const userId = row?.userId ?? (await db.session.get('current'))?.userId ?? 0;
    await db.coutureTasks.put({ uid: p.uid, userId, id: row?.id ?? null, data: locally(p, row?.data, row?.data.updated_by ?? ''), saved: row?.saved ?? null, deleted: false });
  },
  onAnswer: async (db, _m, p, result) => {
    const row = await db.coutureTasks.get(p.uid);
    if (!row) return;
    // What the server now holds is this save: it becomes the copy a later discard falls back to.
    const saved = { ...locally(p, row.saved ?? row.data, row.data.updated_by), id: result.id };
    await db.coutureTasks.put({ ...row, id: result.id, saved, data: { ...row.data, id: result.id } });
  },
  onDiscard: async (db, m) => {
    const payload = readPayload(save, m);
    const row = payload && (await db.coutureTasks.get(payload.uid));
    if (!row) return;
    const next = await rebuild(db, row);
    if (next) await db.coutureTasks.put(next);
    else await db.coutureTasks.delete(row.uid);
  },
});

const remove = defineQueuedKind<DeletePayload, typeof calls.deleteTask>({
  kind: COUTURE_KIND.delete,
  endpoint: calls.deleteTask,
  schema: DeleteBody,
  scope: (p) => `couture:${p.uid}`,
  applyLocal: async (db, p) => {
    await db.coutureTasks.update(p.uid, { deleted: true });
  },
  onAnswer: async (db, _m, p) => {
    await db.coutureTasks.delete(p.uid);
  },
  onDiscard: async (db, m) => {
    const payload = readPayload(remove, m);
    if (payload) await db.coutureTasks.update(payload.uid, { deleted: false });
  },
});

export const COUTURE_QUEUED_KINDS: readonly AnyQueuedKind[] = [save, remove];
export const coutureKinds = COUTURE_QUEUED_KINDS.map((k) => k.kind);

export function queueCoutureSave(db: PortalDb, userId: number, payload: CoutureTaskValues, summary: string): Promise<Mutation> {
  return enqueue(db, save, { userId, payload, summary });
}

export function queueCoutureDelete(db: PortalDb, userId: number, uid: string, summary: string): Promise<Mutation> {
  return enqueue(db, remove, { userId, payload: { uid }, summary });
}

/** Replaces the user's tasks with the server's list, then lays the changes still queued over it. */
export async function saveCoutureSnapshot(db: PortalDb, userId: number, tasks: CoutureTask[]): Promise<void> {
  await db.transaction('rw', db.tables, async (tx) => {
    await db.coutureTasks.where('userId').equals(userId).delete();
    await db.coutureTasks.bulkPut(tasks.map((t) => ({ uid: t.uid, userId, id: t.id, data: t, saved: t })));
    await reapplyQueued(db, userId, tx, COUTURE_QUEUED_KINDS);
    await stampMirror(db, MIRROR_STAMP.couture(userId));
  });
}
