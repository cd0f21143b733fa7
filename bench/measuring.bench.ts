/**
 * Measuring offline figures:
 * - mirror a task of 10,000 people (with measurements) into Dexie;
 * - filter latency over those 10,000 people (the screen's local filters);
 * - replay 1,000 queued mutations against the local server (loopback, PGlite), in batches (the
 *   engine's way) and one request each (for comparison); each carries its base_rev and device;
 * - a tablet that holds a 10,000-person task catches up with 50 people another tablet changed
 *   (changes?since), beside the whole reload it did before: bytes over the wire and ms
 *   from the first request to the mirror written.
 * Dexie runs on fake-indexeddb in Node here, which is slower than a browser's IndexedDB, so the
 * Dexie figures are an upper bound of what a tablet sees. Each timed figure is the median of RUNS
 * runs (bench/runs.ts), with its spread.
 */
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import { PortalDb } from '@/db/db';
import { catchUpTask, queueSaveMeasurement, saveTaskSnapshot } from '@/db/measuring-mirror';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { seedLargeTask } from '../tests/support/large-task';
import { peoplePredicate, type PeopleQuery } from '@/domain/measuring/people-filter';
import type { MeasurementRow, MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { createSyncApi } from '../workers/sync.api';
import { startTestServer, type Backend } from '../tests/support/api';
import { BATCH_LIMITS } from '@/domain/sync/contract';
import { listPeople } from '@/db/people-buckets';
import { medianOfRuns, RUNS } from './runs';

const PEOPLE = 10_000;
const MUTATIONS = 1_000;
const WARMUP = 200;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median_ms: +at(0.5).toFixed(2), p95_ms: +at(0.95).toFixed(2), max_ms: +s[s.length - 1]!.toFixed(2) };
}

function syntheticTask(): { task: MeasuringTaskInfo; people: MeasuringPerson[]; measurements: MeasurementRow[] } {
  const task = { id: 1, name: 'bench', order_type: 1, client_id: null, total: PEOPLE, already: 0, no: 0, no_sleeve: 0, repair: 0 } as MeasuringTaskInfo;
  const people: MeasuringPerson[] = [];
  const measurements: MeasurementRow[] = [];
  for (let i = 1; i <= PEOPLE; i += 1) {
    const measured = i % 2 === 0;
    people.push({
      id: i,
      measuring_user_id: i,
      user_id: i,
      task_id: 1,
      truename: `员工${i}`,
      gender_id: (i % 2) + 1,
      save_date: '',
      company_name: `公司${i % 5}`,
      department_name: `部门${i % 40}`,
      height: measured ? 170 : 0,
      weight: measured ? 65 : 0,
      measuring_status_id: measured ? (i % 10 === 0 ? 4 : 2) : 1,
      repair_status_id: 0,
      no_sleeve: i % 17 === 0,
      sign: null,
      wearing_style: 1,
      is_edit: true,
      order_config: [],
      rev: 0,
      conflicts: [],
      reviewed_warnings: [],
    });
    if (measured) {
      for (const category_id of [1, 2]) {
        measurements.push({
          person_id: i,
          repair_status_id: 0,
          category_id,
          edition_type_id: 1,
          size: '170/88A',
          num: 1,
          item: [1, 2, 3, 4, 5, 6].map((id) => ({ id, value: 40 + id })),
          special: [],
          special_position_remark: '',
          wear_styles: 1,
        });
      }
    }
  }
  return { task, people, measurements };
}

async function mirrorAndFilter() {
  const { task, people, measurements } = syntheticTask();
  // Each run mirrors the task into a new device's database and reads it back.
  const runs: Record<string, number>[] = [];
  let rows: Awaited<ReturnType<typeof listPeople>> = [];
  for (let i = 0; i < RUNS; i += 1) {
    const db = new PortalDb(`bench-mirror-${Date.now()}-${i}`);
    const t0 = performance.now();
    await saveTaskSnapshot(db, 1, task, people, measurements);
    const mirrorMs = performance.now() - t0;
    const t1 = performance.now();
    rows = await listPeople(db.peopleBuckets, 1);
    const loadMs = performance.now() - t1;
    runs.push({ mirror_10k_people_ms: Math.round(mirrorMs), load_10k_rows_from_dexie_ms: Math.round(loadMs) });
    db.close();
    await db.delete();
  }

  const queries: PeopleQuery[] = [
    { isVolume: 1 },
    { isVolume: 2, gender_id: 1 },
    { keywords: '员工99' },
    { company_name: '公司3', department_name: '部门13' },
    { isVolume: 3 },
    { isVolume: 4, keywords: '1' },
  ];
  const samples: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    for (const q of queries) {
      const t = performance.now();
      rows.filter(peoplePredicate(q));
      samples.push(performance.now() - t);
    }
  }
  return {
    people: PEOPLE,
    measurements: measurements.length,
    runs: RUNS,
    ...medianOfRuns(runs),
    filter_10k_people: stats(samples),
  };
}

/** Queues 1,000 measurements on a fresh device and replays them against a real server over loopback. */
async function replay(backend: Backend) {
  const server = await startTestServer(backend);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const token = await server.login('13800000004');
  const me = await server.call<{ user_info: { id: number } }>('GET', '/common.account/index', { token });
  const userId = me.body.result.user_info.id;
  const personIds = (await server.db.selectFrom('measuring_people').select('id').where('task_id', '=', 1).execute()).map((r) => r.id);

  /** batch: false sends each change alone, one request each (the engine's way before batches). */
  const queueAndReplay = async (batch: false | undefined, mutations = MUTATIONS) => {
    const db = new PortalDb(`bench-replay-${Date.now()}`);
    await db.session.put({ key: 'current', token, userId });
    // A tablet that opened the task before going offline: its saves carry the revisions it read
    // (base_rev), as a real one's do, not a base older than what other runs of the bench changed.
    const [task, people, data] = await Promise.all([
      server.call<MeasuringTaskInfo>('GET', MEASURING_PATHS.taskInfo, { token, query: { task_id: 1 } }),
      server.call<{ list: MeasuringPerson[] }>('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1, size: PEOPLE } }),
      server.call<{ list: MeasurementRow[] }>('GET', MEASURING_PATHS.getTaskMeasuringData, { token, query: { task_id: 1 } }),
    ]);
    await saveTaskSnapshot(db, userId, task.body.result, people.body.result.list, data.body.result.list);
    const tq = performance.now();
    for (let i = 0; i < mutations; i += 1) {
      await queueSaveMeasurement(
        db,
        userId,
        {
          task_id: 1,
          user_id: personIds[i % personIds.length]!,
          repair_status_id: 0,
          height: 160 + (i % 30),
          weight: 60,
          wearing_style: 1,
          size_info: [{ category_id: 1, edition_type_id: 1, size: 'M', num: 1, item: [{ id: 1, value: 90 }], special: [], special_position_remark: '' }],
        },
        `bench ${i}`,
      );
    }
    const queueMs = performance.now() - tq;
    // The process's CPU time as well as the wall time: the device and the server run in this one
    // process, and CPU time holds still on a machine busy with other work, where wall time does not.
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await createSyncApi(db, { baseUrl: base, locks: null, ...(batch === false ? { batch } : {}) }).replayAll();
    const replayMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (out.sent !== mutations) throw new Error(`replayed ${out.sent} of ${mutations}: ${out.stopped} ${out.message}`);
    db.close();
    await db.delete();
    return { queueMs, replayMs, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  try {
    // A server that has served before, as the list benches warm theirs: a fresh process's first
    // batches run unoptimised code and prepare their statements, ~0.3 s of the first replay here.
    await queueAndReplay(undefined, WARMUP);
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const batched = await queueAndReplay(undefined);
      const alone = await queueAndReplay(false);
      runs.push({
        queue_1000_mutations_ms: Math.round(batched.queueMs),
        replay_1000_mutations_ms: Math.round(batched.replayMs),
        replay_1000_mutations_cpu_ms: Math.round(batched.cpuMs),
        replay_per_mutation_ms: +(batched.replayMs / MUTATIONS).toFixed(2),
        replay_1000_mutations_one_request_each_ms: Math.round(alone.replayMs),
      });
    }
    return { runs: RUNS, replay_batch_size: BATCH_LIMITS.changes, ...medianOfRuns(runs) };
  } finally {
    await server.close();
  }
}

/**
 * A tablet holding a 10,000-person task: the whole reload (task, people, measurements, written to
 * the mirror) against a catch-up after another tablet changed 50 of its people, over loopback HTTP.
 */
async function catchUp(backend: Backend) {
  const server = await startTestServer(backend);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/order_admin`;
  const taskId = await seedLargeTask(server.db, PEOPLE);
  const token = await server.login('13800000004');
  const other = await server.login('13800000007');
  await server.db.insertInto('measuring_task_measurers').values({ task_id: taskId, user_id: (await server.db.selectFrom('users').select('id').where('mobilephone', '=', '13800000007').executeTakeFirstOrThrow()).id }).execute();
  const userId = (await server.call<{ user_info: { id: number } }>('GET', '/common.account/index', { token })).body.result.user_info.id;
  let bytes = 0;
  const get = async <T>(path: string, query: Record<string, unknown>): Promise<T> => {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const text = await (await fetch(url, { headers: { 'x-token': token, 'accept-encoding': 'identity' } })).text();
    bytes += Buffer.byteLength(text);
    return (JSON.parse(text) as { result: T }).result;
  };
  const db = new PortalDb(`bench-catch-up-${Date.now()}`);
  try {
    const reload = async () => {
      bytes = 0;
      const t = performance.now();
      const [task, people, data] = await Promise.all([
        get<MeasuringTaskInfo>(MEASURING_PATHS.taskInfo, { task_id: taskId }),
        get<{ list: MeasuringPerson[] }>(MEASURING_PATHS.getTaskUserList, { task_id: taskId, size: PEOPLE }),
        get<{ list: MeasurementRow[] }>(MEASURING_PATHS.getTaskMeasuringData, { task_id: taskId }),
      ]);
      await saveTaskSnapshot(db, userId, task, people.list, data.list);
      return { ms: performance.now() - t, bytes };
    };
    await reload();
    const ids = (await server.db.selectFrom('measuring_people').select('id').where('task_id', '=', taskId).orderBy('id').limit(50).execute()).map((r) => r.id);
    const runs: Record<string, number>[] = [];
    for (let round = 0; round < RUNS; round += 1) {
      const whole = await reload();
      // Another tablet changes 50 people (other values each round).
      for (const [i, id] of ids.entries()) {
        await server.call('POST', MEASURING_PATHS.saveMeasurement, {
          token: other,
          body: { task_id: taskId, user_id: id, height: 170 + ((i + round) % 10) + round * 0.5, weight: 60, size_info: [], base_rev: 0, device_id: 'bench-other' },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
      }
      bytes = 0;
      const t = performance.now();
      let fetchMs = 0;
      const moved = await catchUpTask(db, userId, taskId, async (since) => {
        const tf = performance.now();
        const [changes, task] = await Promise.all([get<never>(MEASURING_PATHS.changes, { task_id: taskId, since }), get<MeasuringTaskInfo>(MEASURING_PATHS.taskInfo, { task_id: taskId })]);
        fetchMs = performance.now() - tf;
        return { changes, task };
      });
      const catchUpMs = performance.now() - t;
      if (moved !== 50) throw new Error(`the catch-up moved ${moved} people, not 50`);
      runs.push({
        whole_reload_ms: Math.round(whole.ms),
        whole_reload_bytes: whole.bytes,
        catch_up_50_changes_ms: Math.round(catchUpMs),
        catch_up_50_changes_fetch_ms: Math.round(fetchMs),
        catch_up_50_changes_bytes: bytes,
      });
    }
    return { runs: RUNS, ...medianOfRuns(runs) };
  } finally {
    db.close();
    await db.delete();
    await server.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  return {
    dexie: 'fake-indexeddb in Node (upper bound; a browser IndexedDB is faster)',
    server: 'in process, loopback HTTP; replay on PGlite, and on PostgreSQL when DATABASE_URL is set',
    ...(await mirrorAndFilter()),
    replay_pglite: await replay('pglite'),
    replay_postgres: process.env.DATABASE_URL ? await replay('postgres') : 'skipped: DATABASE_URL not set',
    catch_up_10000_people_pglite: await catchUp('pglite'),
    catch_up_10000_people_postgres: process.env.DATABASE_URL ? await catchUp('postgres') : 'skipped: DATABASE_URL not set',
  };
}
