/**
 * Before it listens, the server reads the catalogue (server/warm-up.ts): otherwise the first order
 * placed reads it inside its transaction, which on PGlite holds the one connection every other
 * request waits for. Checked on PGlite, whose statements can be watched at its client; the
 * catalogue's path is the same on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { pgliteOf } from '../../server/db/database';
import { forgetCatalogueVersion, loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { warmUp } from '../../server/warm-up';
import { startTestServer, type TestServer } from '../support/api';

let server: TestServer & { close(): Promise<void> };

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server?.close();
});

it('leaves the catalogue in memory: reading it afterwards runs no statement on a catalogue table', async () => {
  const { db } = server;
  // A catalogue this process has not read yet (another file in the same worker may have read the
  // seeded one): its version is new.
  await db.updateTable('cat_meta').set({ value: `warm-up-${Date.now()}` }).where('key', '=', 'version').execute();
  forgetCatalogueVersion(db);

  await warmUp(db);

  const client = pgliteOf(db)!;
  const query = vi.spyOn(client, 'query');
  const execProtocol = vi.spyOn(client, 'execProtocol');
  try {
    const snapshot = await loadCatalogue(db);
    expect(snapshot.categories.length).toBeGreaterThan(0);
    const statements = [...query.mock.calls.map((c) => String(c[0])), ...execProtocol.mock.calls.map((c) => new TextDecoder().decode(c[0] as Uint8Array))];
    expect(statements.filter((s) => /"cat_(?!meta)/.test(s))).toEqual([]);
  } finally {
    query.mockRestore();
    execProtocol.mockRestore();
  }
});
