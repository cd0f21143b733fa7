/**
 * Demo data, applied on first start. Each step runs once per database and is recorded in
 * `seed_runs`, so a step added by a later module also runs on a database seeded before it.
 */
import type { Db } from '../db/database';
import { seedAccounts, seedStaffAccount } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedMeasuring, seedSecondMeasurer } from './measuring';
import { seedFactoryAccount, seedOrders } from './orders';
import { seedCustomers } from './customers';
import { setExchangeRate } from '../modules/home/exchange-rate';

export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

export const SEED_STEPS: SeedStep[] = [
  { name: 'accounts', run: seedAccounts },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'measuring', run: seedMeasuring },
  { name: 'factory_account', run: seedFactoryAccount },
  { name: 'orders', run: seedOrders },
  { name: 'customers', run: seedCustomers },
  // The seller's public order form: /order-form/SH01.
  { name: 'region_codes', run: async (db) => void (await db.updateTable('users').set({ region_code: 'SH01' }).where('mobilephone', '=', '13800000001').execute()) },
  // A demo rate, dated the day of seeding; the business sets its own with `npm run exchange-rate`.
  { name: 'staff_account', run: seedStaffAccount },
  { name: 'exchange_rate', run: async (db) => void (await setExchangeRate(db, '7.1200', new Date().toISOString().slice(0, 10))) },
  { name: 'second_measurer', run: seedSecondMeasurer },
];

export async function seedDemoData(db: Db, steps: SeedStep[] = SEED_STEPS): Promise<string[]> {
  const done = new Set((await db.selectFrom('seed_runs').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      await step.run(trx);
      await trx.insertInto('seed_runs').values({ name: step.name }).execute();
    });
    ran.push(step.name);
  }
  return ran;
}
