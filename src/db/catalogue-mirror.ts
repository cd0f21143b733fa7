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

export const CATALOGUE_ROW = 'snapshot';
export type FetchSnapshot = (version: string | undefined) => Promise<SnapshotAnswer>;

/** The mirrored snapshot, or null before the first successful refresh. */
export async function readMirroredCatalogue(db: PortalDb): Promise<CatalogueSnapshot | null> {
  const row = await db.catalogue.get(CATALOGUE_ROW);
  return row?.data ?? null;
}

export async function mirroredCatalogueVersion(db: PortalDb): Promise<string | undefined> {
  return (await readMirroredCatalogue(db))?.version;
}

/** Pulls the catalogue when it changed; returns whether the mirror was replaced. */
export async function refreshCatalogue(db: PortalDb, fetchSnapshot: FetchSnapshot): Promise<{ version: string; changed: boolean }> {
  const held = await mirroredCatalogueVersion(db);
  const answer = await fetchSnapshot(held);
  if (answer.unchanged || !answer.snapshot) return { version: answer.version, changed: false };
  await db.catalogue.put({ name: CATALOGUE_ROW, data: answer.snapshot, fetchedAt: Date.now() });
  announceCatalogue(db, answer.snapshot.version);
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
