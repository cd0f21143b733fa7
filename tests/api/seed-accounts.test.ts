import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

/** Plausible adult net values (cm) per body item, around GB/T 1335's 150-190 cm bodies. */
const PLAUSIBLE: Record<number, [number, number]> = {
  1: [30, 48], // collar
  2: [72, 124], // chest
  3: [58, 118], // mid waist
  4: [34, 52], // shoulder
  5: [48, 68], // sleeve length
  6: [24, 42], // sleeve width
};

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

  it('measure plausible bodies: every seeded net value lies in an adult range for its item', async () => {
    const rows = await s().db.selectFrom('measuring_measurements').select(['items', 'size']).execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const items = (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as { id: number; name: string; value: number }[];
      for (const item of items) {
        const [min, max] = PLAUSIBLE[item.id] ?? [0, 0];
        expect(item.value, `${item.name} in ${row.size}`).toBeGreaterThanOrEqual(min);
        expect(item.value, `${item.name} in ${row.size}`).toBeLessThanOrEqual(max);
        expect(item.name).not.toMatch(/^\d+$/);
      }
      expect(row.size).toMatch(/^1[5-9]\d\/(7[2-9]|[89]\d|1[01]\d)A$/);
    }
  });
});
