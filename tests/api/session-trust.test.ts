/**
 * A session read is trusted for SESSION_TRUST_MS in the process that read it (server/http/session.ts):
 * whatever this process writes to users or tokens forgets it at once (server/db/table-writes.ts),
 * and a write it did not make (another process's) is seen within that time.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { AUTH_PATHS } from '@/domain/account/paths';
import { USER_TYPE } from '@/domain/account/user-types';
import { writeCounter } from '../../server/db/database';
import { inTransaction } from '../../server/db/tx';
import { SESSION_TRUST_MS } from '../../server/http/session';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';
const ACCOUNT = '/common.account/index';

eachDatabase('session trust', (s) => {
  it('counts a watched table’s writes, however they are written, and not its reads', async () => {
    const db = s().db;
    const rateEventWrites = writeCounter(['rate_events']);
    const count = async (write: () => Promise<unknown>) => {
      const before = rateEventWrites(db);
      await write();
      return rateEventWrites(db) - before;
    };
    const bucket = 'table-writes';
    // Told before the statement runs and again once it has (a read racing it is forgotten too).
    expect(await count(() => db.insertInto('rate_events').values({ bucket, subject: 'a' }).execute())).toBe(2);
    expect(await count(() => db.updateTable('rate_events as r').set({ subject: 'b' }).where('r.bucket', '=', bucket).execute())).toBe(2);
    expect(await count(() => db.with('w', (qc) => qc.insertInto('rate_events').values({ bucket, subject: 'c' }).returning('id')).selectFrom('w').selectAll().execute())).toBe(2);
    expect(await count(() => sql`UPDATE rate_events SET subject = 'd' WHERE bucket = ${bucket}`.execute(db))).toBe(2);
    expect(await count(() => inTransaction(db, (trx) => trx.deleteFrom('rate_events').where('bucket', '=', bucket).execute()))).toBe(2);
    expect(await count(() => db.selectFrom('rate_events').selectAll().where('bucket', '=', bucket).execute())).toBe(0);
    expect(await count(() => db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', -1).execute())).toBe(0);
  });

  it('refuses a token at once when this process signs it out or locks its account', async () => {
    const token = await s().login(SELLER);
    expect((await s().call('GET', ACCOUNT, { token })).body.errcode).toBe(0);
    // Kept now: the next call within the second would not ask the database.
    expect((await s().call('POST', AUTH_PATHS.logout, { token })).body.errcode).toBe(0);
    expect((await s().call('GET', ACCOUNT, { token })).body.errcode).toBe(40007);

    const again = await s().login(SELLER);
    expect((await s().call('GET', ACCOUNT, { token: again })).body.errcode).toBe(0);
    const seller = await s().db.selectFrom('users').select(['id', 'status_id']).where('mobilephone', '=', SELLER).where('user_type', '=', USER_TYPE.seller).executeTakeFirstOrThrow();
    await s().db.updateTable('users').set({ status_id: 2 }).where('id', '=', seller.id).execute();
    try {
      expect((await s().call('GET', ACCOUNT, { token: again })).body.errcode).toBe(40007);
    } finally {
      await s().db.updateTable('users').set({ status_id: seller.status_id }).where('id', '=', seller.id).execute();
    }
    expect((await s().call('GET', ACCOUNT, { token: again })).body.errcode).toBe(0);
  });

  it('sees a revocation made elsewhere within SESSION_TRUST_MS', async () => {
    const token = await s().login(SELLER);
    const before = Date.now();
    expect((await s().call('GET', ACCOUNT, { token })).body.errcode).toBe(0);
    // Another process's write: the same database, through no handle of this process.
    const elsewhere = s().db.withoutPlugins();
    const tokenId = await elsewhere.selectFrom('tokens').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await elsewhere.updateTable('tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId.id).execute();
    const first = await s().call('GET', ACCOUNT, { token });
    // Within the trusted moment the kept session answers (the database is not asked); past it, never.
    if (Date.now() < before + SESSION_TRUST_MS) expect(first.body.errcode).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SESSION_TRUST_MS + 50));
    expect((await s().call('GET', ACCOUNT, { token })).body.errcode).toBe(40007);
  });
});
