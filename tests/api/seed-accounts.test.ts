import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

eachDatabase('the seeded accounts', (s) => {
  it('hash every password and pay password with a salt of their own', async () => {
    const users = await s().db.selectFrom('users').select(['password_hash', 'pay_password_hash']).execute();
    expect(users.length).toBeGreaterThan(3);
    const pay = users.map((u) => u.pay_password_hash);
    expect(new Set(pay).size).toBe(pay.length);
    const login = users.map((u) => u.password_hash);
    expect(new Set(login).size).toBe(login.length);
  });

  it('give every balance its ledger: each account holds exactly the sum of its ledger rows', async () => {
    const rows = await s()
      .db.selectFrom('users')
      .leftJoin('balance_log', 'balance_log.user_id', 'users.id')
      .select(['users.mobilephone', 'users.money_fen', sql<string>`coalesce(sum(balance_log.amount_fen), 0)`.as('ledger')])
      .groupBy(['users.id', 'users.mobilephone', 'users.money_fen'])
      .execute();
    expect(rows.some((r) => r.money_fen > 0)).toBe(true);
    for (const r of rows) expect(Number(r.ledger), r.mobilephone).toBe(r.money_fen);
  });
});
