import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { SYNC_PATHS } from '../../src/domain/sync/contract';
import { API_MODULES } from '../../server/modules';
import { DEMO_STAFF_PHONE } from '../../server/seed/accounts';
import { eachDatabase, type TestServer } from '../support/api';
import { measurementBody } from '../support/measurement-body';

const SELLER = '13800000001';
const C = '/customer_mgmt.index';

/**
 * The modules the demo staff login (fast order, customers, orders) may not call, by their API
 * module: every change a sync batch can carry to them must be refused there as it is alone.
 */
const REFUSED = ['measuring', 'deep-custom', 'foreign-custom', 'order-form', 'haute-couture', 'ordering-conference', 'customer-fabric', 'shops', 'bulk-goods', 'group-buy', 'staff'];

/** The paths of a module a sync batch may carry (queued: idempotent POST). */
const queuedPaths = (name: string) =>
  API_MODULES.find((m) => m.name === name)!
    .routes.filter((r) => r.idempotent && r.method === 'POST')
    .map((r) => r.path);

const change = (path: string, body: unknown) => ({ id: randomUUID(), path, body });

async function people(s: TestServer, token: string) {
  const res = await s.call('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1, size: 10000 } });
  return res.body.result.list as { id: number; height: number }[];
}

eachDatabase('a staff login through the sync batch', (s) => {
  const batch = (token: string, changes: { id: string; path: string; body: unknown }[]) => s().call('POST', SYNC_PATHS.batch, { token, body: { changes } });
  const answers = (res: Awaited<ReturnType<typeof batch>>) => (res.body.result.answers as { id: string; status: number; errcode: number }[]).map((a) => a.status);

  it('refuses every change to a module it was not granted, alone and inside a batch alike', async () => {
    const staff = await s().login(DEMO_STAFF_PHONE);
    for (const name of REFUSED) {
      const paths = queuedPaths(name);
      expect([name, paths.length > 0]).toEqual([name, true]);
      for (const path of paths) {
        const alone = await s().call('POST', path, { token: staff, body: {}, headers: { 'idempotency-key': randomUUID() } });
        expect([path, alone.status]).toEqual([path, 403]);
        expect([path, answers(await batch(staff, [change(path, {})]))]).toEqual([path, [403]]);
      }
    }
  });

  it("refuses a run of measurements sent in a batch as it refuses each alone, and writes nothing to the owner's task", async () => {
    const owner = await s().login(SELLER);
    const staff = await s().login(DEMO_STAFF_PHONE);
    const [p1, p2] = await people(s(), owner);
    const saves = [change(MEASURING_PATHS.saveMeasurement, measurementBody(p1!.id, 199)), change(MEASURING_PATHS.saveMeasurement, measurementBody(p2!.id, 198))];

    const alone = await s().call('POST', MEASURING_PATHS.saveMeasurement, { token: staff, body: saves[0]!.body, headers: { 'idempotency-key': randomUUID() } });
    expect(alone.status).toBe(403);
    expect(answers(await batch(staff, saves))).toEqual([403]);

    // After a change it may make, the refused one is answered by the batch applied again a change at a time.
    const bid = (await s().call('POST', `${C}/add_business`, { token: owner, body: { name: '批量同步企业', contact: '陈建国', tel: '13800000003' } })).body.result.id;
    const allowed = change(`${C}/add_measuring_user`, { client_id: bid, truename: '李雷', gender_id: 1 });
    expect(answers(await batch(staff, [allowed, ...saves]))).toEqual([200, 403]);

    const after = await people(s(), owner);
    expect(after.find((p) => p.id === p1!.id)!.height).toBe(p1!.height);
    expect(after.find((p) => p.id === p2!.id)!.height).toBe(p2!.height);
  });
});
