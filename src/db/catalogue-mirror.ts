/**
 * The catalogue mirror (DESIGN §4, §6): the server's catalogue snapshot kept in the Dexie
 * `catalogue` table under one row, so the rules worker computes grading, sizes and technique
 * rules offline. A refresh sends the version it holds; the server answers `unchanged` or the
 * whole snapshot, which replaces the row in one put.
 *
 * Whoever refreshes (the fast order, the measuring details, the shell after sign-in), a replaced
 * mirror is announced on a BroadcastChannel, so every rules worker of the origin, in this tab or
 * another, drops the snapshot it holds: no refresh path can leave a worker on an old catalogue.
 * The mirror does not call the server itself: the caller hands it the fetch (`getCatalogueSnapshot`
 * of src/api, or a test's), so the device's storage stays below the HTTP client.
 */
import type { SnapshotAnswer } from '@/domain/catalogue/contract';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { PortalDb } from './db';
import { loadPortalDb, peekIndexKeys } from './peek';
import { PORTAL_DB_NAME } from './portal-db-name';

export const CATALOGUE_ROW = 'snapshot';
export type FetchSnapshot = (version: string | undefined) => Promise<SnapshotAnswer>;

/** The mirrored snapshot, or null before the first successful refresh. */
export async function readMirroredCatalogue(db: PortalDb): Promise<CatalogueSnapshot | null> {
  const row = await db.catalogue.get(CATALOGUE_ROW);
  return row?.data ?? null;
}

/**
 * The version of the mirrored snapshot, read from the catalogue's index without reading the
 * snapshot, nor loading Dexie: null when none is mirrored, undefined when the index cannot be read
 * (a database Dexie has not upgraded yet).
 */
async function peekedVersion(dbName: string): Promise<string | null | undefined> {
  const versions = await peekIndexKeys('catalogue', 'data.version', dbName);
  // One row: the snapshot (CATALOGUE_ROW).
  return versions && (typeof versions[0] === 'string' ? versions[0] : null);
}

/**
 * Pulls the catalogue when it changed; returns whether the mirror was replaced. `db` is the
 * portal's database unless given (tests), and Dexie loads only to replace the mirror: an unchanged
 * catalogue, what most refreshes find, is checked without it.
 */
export async function refreshCatalogue(fetchSnapshot: FetchSnapshot, db?: PortalDb): Promise<{ version: string; changed: boolean }> {
  const opened = async () => db ?? (await loadPortalDb());
  const peeked = await peekedVersion(db?.name ?? PORTAL_DB_NAME);
  // An index not readable yet: the snapshot's own version, read through Dexie (which upgrades the database).
  const held = peeked === undefined ? (await readMirroredCatalogue(await opened()))?.version : (peeked ?? undefined);
  const answer = await fetchSnapshot(held);
  if (answer.unchanged || !answer.snapshot) return { version: answer.version, changed: false };
  const target = await opened();
  await target.catalogue.put({ name: CATALOGUE_ROW, data: answer.snapshot, fetchedAt: Date.now() });
  announceCatalogue(target, answer.snapshot.version);
  return { version: answer.version, changed: true };
}

/** One channel per database, so two databases (tests) never hear each other. */
const channelName = (db: PortalDb) => `catalogue-mirror:${db.name}`;

type CatalogueAnnouncement = { version: string };

function announceCatalogue(db: PortalDb, version: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(db));
  channel.postMessage({ version } satisfies CatalogueAnnouncement);
  channel.close();
}

/**
 * Calls `listener` with the new version each time any context of the origin replaces this
 * database's mirrored catalogue; returns the function that stops listening.
 */
export function watchCatalogue(db: PortalDb, listener: (version: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName(db));
  channel.onmessage = (event: MessageEvent<Partial<CatalogueAnnouncement> | null>) => {
    if (typeof event.data?.version === 'string') listener(event.data.version);
  };
  return () => channel.close();
}
