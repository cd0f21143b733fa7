/**
 * The merge's property: 2 to 4 tablets on one task, each working offline and sending at random
 * points through the fault proxy (lost replies, so whole batches sent twice; requests cut before
 * the server; 503s), editing random fields of random people (the same person and field too),
 * deleting people and adding new ones, catching up or not between sends. After every tablet has
 * sent everything:
 * - every person's stored value of every field is the value of the last change to that field to
 *   arrive (a change is what a measurer altered on their screen: the test edits one field, and
 *   reads what the tablet showed before);
 * - a field two tablets changed from the same base to different values is in conflict, and no
 *   other field is; a delete from a base another tablet changed since is kept, in conflict;
 * - every acknowledged value is in the person's history, at the revision its answer gave;
 * - sending the acknowledged changes again changes nothing.
 * The model below replays the arrivals (ordered by the revisions the server answered) with the
 * test's own knowledge of what each tablet changed and what it had read.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUpTask, queueAddPerson, queueDeletePerson, queueSaveMeasurement } from '@/db/measuring-mirror';
import { resolvePersonId } from '@/db/measuring-effects';
import { getPerson } from '@/db/people-buckets';
import type { PortalDb } from '@/db/db';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import type { MeasuringPerson } from '@/domain/measuring/wire';
import type { Fault } from '../support/fault-proxy';
import { mirrorTask, useSyncRig } from '../support/sync';

const RUNS = Number(process.env.MERGE_RUNS ?? 200);
const SEED = Number(process.env.MERGE_SEED ?? 20261128);
const MEASURERS = ['13800000004', '13800000007'];
const ITEM = 'm:0:1:item:1';
/** The fields the tablets edit, each from a few values so that two tablets often pick the same. */
const FIELDS = { height: [160, 170, 180], weight: [50, 60, 70], [ITEM]: [80, 90, 100] } as const;
type Field = keyof typeof FIELDS;
const POOL = 3;

type Step =
  | { op: 'edit'; device: number; person: number; field: Field; value: number }
  | { op: 'delete'; device: number; person: number }
  | { op: 'add'; device: number }
  | { op: 'send'; device: number }
  | { op: 'catch-up'; device: number };

const deviceIx = fc.integer({ min: 0, max: 3 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('edit' as const), device: deviceIx, person: fc.integer({ min: 0, max: POOL - 1 }), field: fc.constantFrom(...(Object.keys(FIELDS) as Field[])), value: fc.integer({ min: 0, max: 2 }) }).map((s) => ({ ...s, value: FIELDS[s.field][s.value]! })) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), device: deviceIx, person: fc.integer({ min: 0, max: POOL - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), device: deviceIx }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('send' as const), device: deviceIx }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('catch-up' as const), device: deviceIx }) },
);
const historyArb = fc.record({
  devices: fc.integer({ min: 2, max: 4 }),
  steps: fc.array(stepArb, { minLength: 4, maxLength: 16 }),
  faults: fc.array(fc.constantFrom<Fault>('pass', 'pass', 'pass', 'drop-after', 'drop-before', 'unavailable'), { minLength: 8, maxLength: 8 }),
});

/** A change a tablet queued, as the test knows it. */
type Queued = {
  key: string;
  device: number;
  /** The server's id of the person (a person added on a tablet: resolved once sent). */
  person: number;
  kind: 'save' | 'delete';
  field?: Field;
  value?: number;
  /** Whether the value differs from what the tablet showed: a change of the measurer's. */
  altered?: boolean;
  baseRev: number;
};

/** What a tablet shows of a person's edited fields (its mirror). */
async function shown(db: PortalDb, taskId: number, personId: number): Promise<Record<Field, number | null> & { rev: number; person: MeasuringPerson } | null> {
  const row = await getPerson(db.peopleBuckets, taskId, await resolvePersonId(db, personId));
  if (!row) return null;
  const m = row.data.measurements.find((x) => x.repair_status_id === 0 && x.category_id === 1);
  return { height: row.data.person.height, weight: row.data.person.weight, [ITEM]: m?.item.find((i) => i.id === 1)?.value ?? null, rev: row.data.person.rev ?? 0, person: row.data.person } as never;
}

describe('several measurers on one task: random histories', () => {
  const rig = useSyncRig();

  it(`ends every history with the last arrival of each field stored, exactly the true conflicts, and nothing lost (${RUNS} histories, seed ${SEED})`, async () => {
    const server = rig.server;
    const tokens = await Promise.all(MEASURERS.map((m) => server.login(m)));
    // The tablets' sessions, signed in once: a history's tablets are fresh databases on them.
    const tabletTokens = await Promise.all([0, 1, 2, 3].map((d) => rig.signIn(MEASURERS[d % 2])));
    const call = (token: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown>) =>
      server.call(method, path, { token, ...(method === 'GET' ? { query: data } : { body: data, headers: { 'idempotency-key': randomUUID() } }) });

    await fc.assert(
      fc.asyncProperty(historyArb, async ({ devices: count, steps, faults }) => {
        // A task of its own, with people measured once (so every edited field has a value).
        const task = await call(tokens[0]!, 'POST', MEASURING_PATHS.addTask, {
          name: `merge ${randomUUID().slice(0, 8)}`,
          order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }],
          bodybuilders: [4, 7],
          body_item_ids: [1],
          special_shape_ids: [1],
        });
        const taskId = task.body.result.id as number;
        const pool: number[] = [];
        for (let i = 0; i < POOL; i += 1) {
          const added = await call(tokens[0]!, 'POST', MEASURING_PATHS.addPerson, { task_id: taskId, truename: `P${i}`, gender_id: 1 });
          pool.push(added.body.result.id);
          await call(tokens[0]!, 'POST', MEASURING_PATHS.saveMeasurement, {
            task_id: taskId, user_id: added.body.result.id, height: 165, weight: 55, size_info: [{ category_id: 1, edition_type_id: 1, size: 'M', num: 1, item: [{ id: 1, value: 85 }] }],
          });
        }
        const initial = new Map<number, Record<Field, number>>(pool.map((id) => [id, { height: 165, weight: 55, [ITEM]: 85 } as Record<Field, number>]));

        // The tablets: alternately each measurer, each with the task mirrored online.
        const tablets: Awaited<ReturnType<typeof rig.device>>[] = [];
        for (let d = 0; d < count; d += 1) {
          const device = await rig.device(MEASURERS[d % 2], tabletTokens[d]);
          await mirrorTask(server, device.db, device.token, device.userId, taskId);
          tablets.push(device);
        }
        // Faults in turn from the history's list; the answers each tablet heard, by change.
        let turn = 0;
        rig.proxy.plan = (req) => (req.keys.length ? faults[(turn += 1) % faults.length]! : 'pass');
        const answered = new Map<string, { rev?: number; kept?: boolean; errcode: number }>();
        const hear: typeof fetch = async (url, init) => {
          const res = await fetch(url, init);
          const body = (await res.clone().json().catch(() => null)) as { errcode: number; result: unknown } | null;
          if (body && String(url).endsWith('/sync/batch')) {
            for (const a of (body.result as { answers?: { id: string; errcode: number; result: { rev?: number; kept?: boolean } | null }[] } | null)?.answers ?? []) {
              answered.set(a.id, { errcode: a.errcode, rev: a.result?.rev, kept: a.result?.kept });
            }
          } else if (body) {
            const key = new Headers(init?.headers).get('idempotency-key');
            const r = body.result as { rev?: number; kept?: boolean } | null;
            if (key) answered.set(key, { errcode: body.errcode, rev: r?.rev, kept: r?.kept });
          }
          return res;
        };
        const engines = tablets.map((t) => rig.engine(t.db, { batch: { changes: 4 }, fetch: hear, timeoutMs: 2_000 }));
        const queued: Queued[] = [];
        const sendAll = async (d: number) => {
          // A change refused (its person deleted by another tablet) is discarded, as the measurer would from the cache viewer.
          for (let i = 0; i < 6; i += 1) {
            const out = await engines[d]!.replayAll();
            if (!out.stopped) return;
            if (out.stopped === 'failed' && out.mutationId) await engines[d]!.discard(out.mutationId);
          }
        };
        const catchUp = (d: number) =>
          catchUpTask(tablets[d]!.db, tablets[d]!.userId, taskId, async (since) => ({
            changes: (await call(tablets[d]!.token, 'GET', MEASURING_PATHS.changes, { task_id: taskId, since })).body.result,
            task: (await call(tablets[d]!.token, 'GET', MEASURING_PATHS.taskInfo, { task_id: taskId })).body.result,
          }));

        for (const step of steps) {
          const d = step.device % count;
          const { db, userId } = tablets[d]!;
          if (step.op === 'send') await sendAll(d);
          else if (step.op === 'catch-up') await catchUp(d);
          else if (step.op === 'add') await queueAddPerson(db, userId, { task_id: taskId, truename: `new ${d}`, gender_id: 2, department_name: '', company_name: '' }, 'add');
          else {
            const personId = pool[step.person]!;
            const view = await shown(db, taskId, personId);
            if (!view) continue; // not on this tablet (deleted here)
            if (step.op === 'delete') {
              const m = await queueDeletePerson(db, userId, { id: personId, task_id: taskId }, 'delete');
              queued.push({ key: m.id, device: d, person: personId, kind: 'delete', baseRev: view.rev });
            } else {
              const p = view.person;
              const item = step.field === ITEM ? step.value : view[ITEM];
              const m = await queueSaveMeasurement(
                db,
                userId,
                {
                  task_id: taskId,
                  user_id: personId,
                  repair_status_id: 0,
                  height: step.field === 'height' ? step.value : p.height,
                  weight: step.field === 'weight' ? step.value : p.weight,
                  wearing_style: p.wearing_style,
                  no_sleeve: p.no_sleeve,
                  size_info: [{ category_id: 1, edition_type_id: 1, size: 'M', num: 1, item: [{ id: 1, value: item }], special: [], special_position_remark: '', wear_styles: 1 }],
                },
                'save',
              );
              queued.push({ key: m.id, device: d, person: personId, kind: 'save', field: step.field, value: step.value, altered: view[step.field] !== step.value, baseRev: view.rev });
            }
          }
        }
        // Everyone sends everything, with no more faults.
        rig.proxy.plan = () => 'pass';
        for (let d = 0; d < count; d += 1) await sendAll(d);
        for (const t of tablets) expect(await t.db.outbox.count()).toBe(0);

        // The model: arrivals in the order of the revisions the server answered.
        const arrived = queued
          .filter((q) => answered.get(q.key)?.errcode === 0)
          .map((q) => ({ ...q, rev: answered.get(q.key)!.rev!, kept: answered.get(q.key)!.kept }))
          .sort((a, b) => a.rev - b.rev);
        type Version = { rev: number; device: number; fields: Set<string> };
        const model = new Map(pool.map((id) => [id, { values: { ...initial.get(id)! }, versions: [] as Version[], conflicts: new Set<string>(), deleted: false }]));
        for (const c of arrived) {
          const p = model.get(c.person)!;
          expect(p.deleted, `a change arrived for a deleted person (${c.kind})`).toBe(false);
          const theirs = p.versions.filter((v) => v.rev > c.baseRev && v.device !== c.device);
          if (c.kind === 'delete') {
            const keep = theirs.some((v) => v.fields.size > 0);
            expect(Boolean(c.kept), `delete at rev ${c.rev}`).toBe(keep);
            if (keep) p.conflicts.add('_delete');
            else p.deleted = true;
            continue;
          }
          const field = c.field!;
          if (!c.altered || p.values[field] === c.value) continue;
          if (theirs.some((v) => v.fields.has(field))) p.conflicts.add(field);
          p.values[field] = c.value!;
          p.versions.push({ rev: c.rev, device: c.device, fields: new Set([field]) });
        }

        // The server against the model.
        const listed = (await call(tokens[0]!, 'GET', MEASURING_PATHS.getTaskUserList, { task_id: taskId, size: 10000 })).body.result.list as MeasuringPerson[];
        const measured = (await call(tokens[0]!, 'GET', MEASURING_PATHS.getTaskMeasuringData, { task_id: taskId })).body.result.list as { person_id: number; category_id: number; repair_status_id: number; item: { id: number; value: number }[] }[];
        for (const [id, p] of model) {
          const held = listed.find((x) => x.id === id);
          expect(held === undefined, `person ${id} deleted`).toBe(p.deleted);
          if (!held) continue;
          const item = measured.find((m) => m.person_id === id && m.category_id === 1 && m.repair_status_id === 0)?.item.find((i) => i.id === 1)?.value;
          expect({ height: held.height, weight: held.weight, [ITEM]: item }, `person ${id}`).toEqual(p.values);
          expect(held.conflicts.map((c) => c.field).sort(), `conflicts of person ${id}`).toEqual([...p.conflicts].sort());
        }
        // People added on the tablets all reached the server, once each.
        const adds = steps.filter((s) => s.op === 'add').length;
        expect(listed.filter((x) => x.truename.startsWith('new ')).length).toBe(adds);

        // Every acknowledged value is in the history, at its revision.
        for (const c of arrived.filter((x) => x.kind === 'save')) {
          const history = (await call(tokens[0]!, 'GET', MEASURING_PATHS.personHistory, { task_id: taskId, user_id: c.person })).body.result.list as { rev: number; changes: { field: string; value: unknown }[] }[];
          const version = history.find((v) => v.rev === c.rev);
          expect(version, `version ${c.rev} of person ${c.person}`).toBeDefined();
          const moved = version!.changes.find((x) => x.field === c.field);
          if (moved) expect(moved.value).toBe(c.value);
        }

        // Sending the acknowledged changes again changes nothing.
        const before = JSON.stringify(listed);
        for (const t of tablets) {
          const again = queued.filter((q) => answered.get(q.key)?.errcode === 0 && tablets[q.device] === t).slice(0, 3);
          for (const q of again) {
            const log = rig.proxy.log.find((l) => l.key === q.key);
            await server.call('POST', log!.path.replace('/order_admin', ''), { token: t.token, body: JSON.parse(log!.body), headers: { 'idempotency-key': q.key } });
          }
        }
        const after = (await call(tokens[0]!, 'GET', MEASURING_PATHS.getTaskUserList, { task_id: taskId, size: 10000 })).body.result.list;
        expect(JSON.stringify(after)).toBe(before);

        for (const t of tablets) {
          t.db.close();
          await t.db.delete();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
