import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queueAddPerson, queueDeletePerson, queueRenameDepartment, queueSaveMeasurement } from '@/db/measuring-mirror';
import type { Fault } from '../support/fault-proxy';
import { mirrorTask, serverPeople, useSyncRig } from '../support/sync';
import { listPeople } from '@/db/people-buckets';

/** Deterministic PRNG (mulberry32), so a failing soak can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ModelPerson = { handle: number; truename: string; gender_id: number; company_name: string; department_name: string; height: number; weight: number; status: number };

const FAULTS: Fault[] = ['drop-before', 'drop-after', 'bad-gateway', 'unavailable', 'rate-limited', 'html-200'];
const SEED = Number(process.env.SOAK_SEED ?? 20261122);
const MUTATIONS = Number(process.env.SOAK_MUTATIONS ?? 1000);

// Alone (one request per change) and in batches of up to 8 changes, so that each way meets
// enough faults: a batch's fault falls on every change in it.
for (const mode of [{ name: 'alone', batch: false }, { name: 'in batches', batch: { changes: 8 } }] as const) {
  describe(`sync soak (${mode.name})`, () => {
    const rig = useSyncRig();

    it(`replays ${MUTATIONS} random mutations through random faults and the server ends equal to the model (seed ${SEED})`, async () => {
      const random = rng(SEED);
      const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);

      const model = new Map<number, ModelPerson>();
      for (const p of await serverPeople(rig.server, token)) {
        model.set(p.id, { handle: p.id, truename: p.truename, gender_id: p.gender_id, company_name: p.company_name, department_name: p.department_name, height: p.height, weight: p.weight, status: p.measuring_status_id });
      }

      // A fifth of the requests meet a random fault; besides, every 15th request that carries
      // changes loses its reply after the commit. Batches make fewer requests than changes (at
      // least 125 for 1,000), so chance alone gave the batch way as few as 8 such replies.
      let carrying = 0;
      rig.proxy.plan = (req) => {
        if (req.keys.length > 0 && (carrying += 1) % 15 === 0) return 'drop-after';
        return random() < 0.2 ? pick(FAULTS) : 'pass';
      };
      const sync = rig.engine(db, { batch: mode.batch });
      let running: Promise<unknown> = Promise.resolve();
      const kick = () => {
        running = running.then(() => sync.replayAll());
      };

      for (let i = 0; i < MUTATIONS; i += 1) {
        const alive = [...model.values()];
        const roll = random();
        if (roll < 0.2 || alive.length < 5) {
          const company_name = pick(['华东能源集团有限公司', '江南银行股份有限公司']);
          const department_name = pick([...new Set(alive.filter((p) => p.company_name === company_name).map((p) => p.department_name)), '新部门']);
          const person = { task_id: 1, truename: `soak${i}`, gender_id: pick([1, 2]), department_name, company_name };
          const m = await queueAddPerson(db, userId, person, `add ${i}`);
          const handle = (m.payload as { local_id: number }).local_id;
          model.set(handle, { handle, ...person, height: 0, weight: 0, status: 1 });
        } else if (roll < 0.75) {
          const p = pick(alive);
          const height = 150 + Math.floor(random() * 400) / 10;
          const weight = 45 + Math.floor(random() * 500) / 10;
          await queueSaveMeasurement(
            db,
            userId,
            {
              task_id: 1,
              user_id: p.handle,
              repair_status_id: 0,
              height,
              weight,
              wearing_style: 1,
              size_info: [
                { category_id: 1, edition_type_id: 1, size: 'M', num: 1, item: [{ id: 1, value: 90 }], special: [], special_position_remark: '' },
                // Every garment of the task, so the save measures the person.
                { category_id: 2, edition_type_id: 5, size: 'M', num: 1, item: [], special: [], special_position_remark: '' },
              ],
            },
            `save ${i}`,
          );
          Object.assign(p, { height, weight, status: p.status === 4 ? 4 : 2 });
        } else if (roll < 0.87) {
          const p = pick(alive);
          const to = `部门${Math.floor(random() * 6)}`;
          await queueRenameDepartment(db, userId, { task_id: 1, company_name: p.company_name, old_department_name: p.department_name, department_name: to }, `rename ${i}`);
          const from = p.department_name;
          for (const q of alive) if (q.company_name === p.company_name && q.department_name === from) q.department_name = to;
        } else {
          const p = pick(alive);
          await queueDeletePerson(db, userId, { id: p.handle, task_id: 1 }, `delete ${i}`);
          model.delete(p.handle);
        }
        // Replays run while more changes are queued, as they do when the network comes and goes.
        if (i % 50 === 49) kick();
      }
      await running;
      let rounds = 0;
      while ((await db.outbox.count()) > 0) {
        const out = await sync.replayAll();
        expect(out.stopped === undefined || out.stopped === 'offline' || out.stopped === 'server', JSON.stringify(out)).toBe(true);
        rounds += 1;
        expect(rounds).toBeLessThan(5000);
      }
      rig.proxy.plan = () => 'pass';

      const norm = (p: { truename: string; gender_id: number; company_name: string; department_name: string; height: number; weight: number }, status: number) =>
        `${p.truename}|${p.gender_id}|${p.company_name}|${p.department_name}|${p.height}|${p.weight}|${status}`;
      const server = (await serverPeople(rig.server, token)).map((p) => norm(p, p.measuring_status_id)).sort();
      const expected = [...model.values()].map((p) => norm(p, p.status)).sort();
      expect(server).toEqual(expected);
      // Faults happened, and replies were lost after commit, yet nothing was applied twice.
      expect(new Set(rig.proxy.log.filter((l) => l.fault === 'drop-after').map((l) => l.request)).size).toBeGreaterThanOrEqual(8);
      // The mirror agrees with the server too.
      const mirror = (await listPeople(db.peopleBuckets, 1)).map((r) => norm(r.data.person, r.measuring_status_id)).sort();
      expect(mirror).toEqual(expected);
      // And so does the server's last copy, moved on by each acknowledged change (undo offline rebuilds from it).
      const snapshot = (await listPeople(db.snapshotBuckets, 1)).map((r) => norm(r.data.person, r.measuring_status_id)).sort();
      expect(snapshot).toEqual(expected);
    }, 120_000);
  });
}
