/**
 * A query built and compiled once per database (server/db/compiled-once.ts), as the session lookup
 * of every request is: each run binds its own values, runs on the handle it is given (a
 * transaction's connection included), and answers as the same query built afresh.
 */
import { expect, it } from 'vitest';
import { USER_TYPE } from '@/domain/account/user-types';
import { compiledOnce } from '../../server/db/compiled-once';
import type { Db } from '../../server/db/database';
import { inTransaction } from '../../server/db/tx';
import { eachDatabase } from '../support/api';

eachDatabase('a query compiled once', (server) => {
  let builds = 0;
  const usersLike = compiledOnce((db: Db, v: { phone: string; type: number }) => {
    builds += 1;
    return db.selectFrom('users').select(['mobilephone', 'user_type']).where('mobilephone', 'like', v.phone).where('user_type', '=', v.type).orderBy('mobilephone');
  });
  const fresh = (db: Db, phone: string, type: number) =>
    db.selectFrom('users').select(['mobilephone', 'user_type']).where('mobilephone', 'like', phone).where('user_type', '=', type).orderBy('mobilephone').execute();

  it('binds each run its own values, and builds once for a database', async () => {
    const db = server().db;
    const before = builds;
    const sellers = await usersLike(db, { phone: '1380000000%', type: USER_TYPE.seller });
    const measurer = await usersLike(db, { phone: '13800000004', type: USER_TYPE.measurer });
    expect(sellers).toEqual(await fresh(db, '1380000000%', USER_TYPE.seller));
    expect(sellers).toContainEqual({ mobilephone: '13800000001', user_type: USER_TYPE.seller });
    expect(measurer).toEqual([{ mobilephone: '13800000004', user_type: USER_TYPE.measurer }]);
    expect(await usersLike(db, { phone: '13800000004', type: USER_TYPE.seller })).toEqual([]);
    expect(builds - before).toBe(1);
  });

  it("runs in a transaction on the transaction's connection, without building again", async () => {
    const db = server().db;
    let eventBuilds = 0;
    const events = compiledOnce((d: Db, v: { subject: string }) => {
      eventBuilds += 1;
      return d.selectFrom('rate_events').select(['bucket', 'subject']).where('bucket', '=', 'compiled-once').where('subject', '=', v.subject);
    });
    const subject = `s${Date.now()}`;
    expect(await events(db, { subject })).toEqual([]);
    const seen = await inTransaction(db, async (trx) => {
      await trx.insertInto('rate_events').values({ bucket: 'compiled-once', subject }).execute();
      const rows = await events(trx, { subject });
      // Rolled back: the row was only ever in this transaction.
      throw Object.assign(new Error('roll back'), { rows });
    }).catch((err: { rows?: unknown }) => err.rows);
    expect(seen).toEqual([{ bucket: 'compiled-once', subject }]);
    expect(await events(db, { subject })).toEqual([]);
    expect(eventBuilds).toBe(1);
  });
});
