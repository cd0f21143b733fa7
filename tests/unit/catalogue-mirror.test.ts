/**
 * A rules worker never keeps computing with an old catalogue: whichever page refreshes the Dexie
 * mirror (the shell's useCatalogueRefresh does it without touching the worker), the rules API that
 * reads the mirror hears of the replacement and reads the new snapshot on its next call.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { readMirroredCatalogue, refreshCatalogue, watchCatalogue, type FetchSnapshot } from '@/db/catalogue-mirror';
import { PortalDb } from '@/db/db';
import { createRulesApi } from '../../workers/rules.api';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A server that holds `snapshot` and answers "unchanged" to a caller holding its version. */
const serverHolding =
  (snapshot: CatalogueSnapshot): FetchSnapshot =>
  async (held) =>
    held === snapshot.version ? { version: snapshot.version, unchanged: true } : { version: snapshot.version, unchanged: false, snapshot };

function rulesOver(db: PortalDb) {
  return createRulesApi(
    () => readMirroredCatalogue(db),
    (listener) => stops.push(watchCatalogue(db, listener)),
  );
}

it('reads the new snapshot after another page replaced the mirror, and keeps it when nothing changed', async () => {
  const db = new PortalDb(`mirror-${Math.random().toString(36).slice(2)}`);
  const v1: CatalogueSnapshot = { ...FIXTURE, version: 'v1' };
  // The second catalogue prices the handmade grade differently, so answers show which one is used.
  const v2: CatalogueSnapshot = { ...FIXTURE, version: 'v2', processes: FIXTURE.processes.map((p) => (p.id === 1 ? { ...p, prices: p.prices.map((x) => ({ ...x, price_fen: x.price_fen + 100 })) } : p)) };
  await refreshCatalogue(serverHolding(v1), db);
  const rules = rulesOver(db);
  const price = async () => {
    const r = await rules.price({ category_id: 1, process_id: 1, tech_ids: [] });
    if (!r.ok) throw new Error(r.message.key);
    return r.value.process_fen;
  };
  expect(await price()).toBe(380000);
  expect(await rules.version()).toBe('v1');

  // The shell refreshes the mirror itself, without a word to the worker.
  expect(await refreshCatalogue(serverHolding(v2), db)).toEqual({ version: 'v2', changed: true });
  await expect.poll(() => rules.version()).not.toBe('v1');
  expect(await price()).toBe(380100);
  expect(await rules.version()).toBe('v2');

  // The fast order page's refresh then hears "unchanged"; the worker already holds v2.
  expect(await refreshCatalogue(serverHolding(v2), db)).toEqual({ version: 'v2', changed: false });
  expect(await price()).toBe(380100);
});

it('does not hear the replacements of another database', async () => {
  const mine = new PortalDb(`mine-${Math.random().toString(36).slice(2)}`);
  const other = new PortalDb(`other-${Math.random().toString(36).slice(2)}`);
  await refreshCatalogue(serverHolding({ ...FIXTURE, version: 'mine' }), mine);
  const heard: string[] = [];
  stops.push(watchCatalogue(mine, (v) => heard.push(v)));
  await refreshCatalogue(serverHolding({ ...FIXTURE, version: 'theirs' }), other);
  await refreshCatalogue(serverHolding({ ...FIXTURE, version: 'mine-2' }), mine);
  await expect.poll(() => heard).toEqual(['mine-2']);
});
