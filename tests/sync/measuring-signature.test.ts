import sharp from 'sharp';
import 'fake-indexeddb/auto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queueAddPerson, queueEditOrderInfo } from '@/db/measuring-mirror';
import type { PortalDb } from '@/db/db';
import { mirrorTask, serverPeople, useSyncRig } from '../support/sync';
import { getPerson } from '@/db/people-buckets';
import { PNG_1PX, unsigned } from '../support/uploads';

// Stored signatures go under DATA_DIR; keep them out of the checkout and count them.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-signature-'));
const storedFiles = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, 'uploads')).length;
  } catch {
    return 0;
  }
};

const SIGNATURE = `data:image/png;base64,${PNG_1PX}`;

describe('order info with a signature, queued offline', () => {
  const rig = useSyncRig();

  const engine = (db: PortalDb) => rig.engine(db);
  const uploadsOf = async (userId: number) =>
    Number((await rig.server.db.selectFrom('base64_uploads').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  it('shows the signature at once, and stores it and the order info once when the reply is lost after the commit', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const person = (await serverPeople(rig.server, token))[3]!;
    const uploadsBefore = await uploadsOf(userId);
    const filesBefore = storedFiles();

    const m = await queueEditOrderInfo(
      db,
      userId,
      {
        task_id: 1,
        user_id: person.id,
        truename: person.truename,
        gender_id: person.gender_id,
        department_name: '签名部',
        order_config: [{ category_id: 1, edition_type_id: 1, num: 2 }],
        sign: SIGNATURE,
        repair_status_id: 0,
      },
      'order info',
    );
    // The queued change holds the image; the mirror shows it before any network.
    expect((await db.outbox.get(m.seq!))!.payload).toMatchObject({ sign: SIGNATURE });
    const local = await getPerson(db.peopleBuckets, 1, person.id);
    expect(local!.data.person).toMatchObject({ sign: SIGNATURE, department_name: '签名部', order_config: [{ category_id: 1, edition_type_id: 1, num: 2 }] });
    expect(local!.department_name).toBe('签名部');

    rig.proxy.plan = (r) => (r.key === m.id && !rig.proxy.log.some((l) => l.key === m.id) ? 'drop-after' : 'pass');
    expect(await engine(db).replayAll()).toMatchObject({ sent: 0, stopped: 'offline', mutationId: m.id });
    expect(await db.outbox.count()).toBe(1);
    // The first request committed: the image is stored, once.
    expect(await uploadsOf(userId)).toBe(uploadsBefore + 1);

    expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
    rig.proxy.plan = () => 'pass';
    expect(rig.proxy.forwarded.get(m.id)).toBe(2);
    expect(await uploadsOf(userId)).toBe(uploadsBefore + 1);
    expect(storedFiles()).toBe(filesBefore + 1);

    const info = await rig.server.call('GET', '/measuring.measuring_user/get_measuring_user_order_info', { token, query: { task_id: 1, user_id: person.id } });
    expect(info.body.result).toMatchObject({ department_name: '签名部', order_config: [{ category_id: 1, edition_type_id: 1, num: 2 }] });
    expect(info.body.result.sign).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    const served = await rig.server.app.inject({ method: 'GET', url: info.body.result.sign });
    // Stored as the decoded image encoded again.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1, height: 1, format: 'png' });
    // The mirror now names the stored image instead of carrying the data URL (signed at its own moment).
    expect(unsigned((await getPerson(db.peopleBuckets, 1, person.id))!.data.person.sign!)).toBe(unsigned(info.body.result.sign));
  });

  it('signs for a person added offline, sending the order info under the id the server gave', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '离线签名', gender_id: 2, department_name: '新部', company_name: '华东能源集团有限公司' }, 'add');
    const localId = (add.payload as { local_id: number }).local_id;
    const sign = await queueEditOrderInfo(
      db,
      userId,
      { task_id: 1, user_id: localId, truename: '离线签名', gender_id: 2, department_name: '新部', order_config: [{ category_id: 2, edition_type_id: 5, num: 1 }], sign: SIGNATURE, repair_status_id: 0 },
      'sign',
    );
    expect((await getPerson(db.peopleBuckets, 1, localId))!.data.person.sign).toBe(SIGNATURE);

    expect(await engine(db).replayAll()).toEqual({ sent: 2, answered: true });
    const added = (await serverPeople(rig.server, token)).find((p) => p.truename === '离线签名')!;
    expect(JSON.parse(rig.proxy.log.find((l) => l.key === sign.id)!.body).user_id).toBe(added.id);
    expect(added.sign).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect(unsigned((await getPerson(db.peopleBuckets, 1, added.id))!.data.person.sign!)).toBe(unsigned(added.sign!));
  });
});
