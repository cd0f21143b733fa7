/**
 * How a process trusts the catalogue's version (server/modules/catalogue/snapshot.ts): for
 * CATALOGUE_VERSION_TTL_MS on the database handle, and inside a transaction opened through
 * inTransaction (a queued change's) on that handle too, whichever read it first, so replaying a
 * queue reads the version once.
 */
import { afterEach, expect, it } from 'vitest';
import { catalogueVersion, forgetCatalogueVersion } from '../../server/modules/catalogue/snapshot';
import { inTransaction } from '../../server/db/tx';
import { eachDatabase } from '../support/api';

eachDatabase('catalogue version', (s) => {
  const setStored = (value: string) => s().db.updateTable('cat_meta').set({ value }).where('key', '=', 'version').execute();
  let seeded: string | null = null;
  afterEach(async () => {
    if (seeded) await setStored(seeded);
    forgetCatalogueVersion(s().db);
  });

  it('is read once per handle within its time, in the transactions opened from it as well', async () => {
    const db = s().db;
    forgetCatalogueVersion(db);
    seeded = await catalogueVersion(db);
    await setStored('changed-elsewhere');
    // Within the time it trusts: the handle, and a transaction opened from it, keep what was read.
    expect(await catalogueVersion(db)).toBe(seeded);
    expect(await inTransaction(db, (trx) => catalogueVersion(trx))).toBe(seeded);
    // A transaction opened some other way has nothing cached, so it reads.
    expect(await db.transaction().execute((trx) => catalogueVersion(trx))).toBe('changed-elsewhere');
    // Once told the catalogue changed, the handle and its transactions read it again.
    forgetCatalogueVersion(db);
    expect(await inTransaction(db, (trx) => catalogueVersion(trx))).toBe('changed-elsewhere');
    expect(await catalogueVersion(db)).toBe('changed-elsewhere');
  });

  it('keeps what a transaction opened from the handle read, so a replay reads it once, but not what the seed reads', async () => {
    const db = s().db;
    forgetCatalogueVersion(db);
    // A replay reads only inside its changes' transactions.
    seeded = await inTransaction(db, (trx) => catalogueVersion(trx));
    await setStored('changed-elsewhere');
    expect(await inTransaction(db, (trx) => catalogueVersion(trx))).toBe(seeded);
    expect(await catalogueVersion(db)).toBe(seeded);
    // The seed's transaction (opened without inTransaction) may read its own write: nothing is kept.
    forgetCatalogueVersion(db);
    expect(await db.transaction().execute((trx) => catalogueVersion(trx))).toBe('changed-elsewhere');
    await setStored(seeded);
    expect(await catalogueVersion(db)).toBe(seeded);
  });
});
