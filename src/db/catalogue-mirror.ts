/**
 * The catalogue mirror (DESIGN §4, §6): the server's catalogue snapshot kept in the Dexie
 * `catalogue` table under one row, so the rules worker computes grading, sizes and technique
 * rules offline. A refresh sends the version it holds; the server answers `unchanged` or the
 * whole snapshot, which replaces the row in one put.
 */
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { apiGet } from '@/api/http';
import type { PortalDb } from './db';

export const CATALOGUE_ROW = 'snapshot';
export const CATALOGUE_SNAPSHOT_PATH = '/catalogue/snapshot';

export type SnapshotAnswer = { version: string; unchanged: boolean; snapshot?: CatalogueSnapshot };
export type FetchSnapshot = (version: string | undefined) => Promise<SnapshotAnswer>;

export const fetchSnapshotFromApi: FetchSnapshot = (version) => apiGet<SnapshotAnswer>(CATALOGUE_SNAPSHOT_PATH, version ? { version } : {});

/** The mirrored snapshot, or null before the first successful refresh. */
export async function readMirroredCatalogue(db: PortalDb): Promise<CatalogueSnapshot | null> {
  const row = await db.catalogue.get(CATALOGUE_ROW);
  return (row?.data as CatalogueSnapshot | undefined) ?? null;
}

export async function mirroredCatalogueVersion(db: PortalDb): Promise<string | undefined> {
  return (await readMirroredCatalogue(db))?.version;
}

/** Pulls the catalogue when it changed; returns whether the mirror was replaced. */
export async function refreshCatalogue(db: PortalDb, fetchSnapshot: FetchSnapshot = fetchSnapshotFromApi): Promise<{ version: string; changed: boolean }> {
  const held = await mirroredCatalogueVersion(db);
  const answer = await fetchSnapshot(held);
  if (answer.unchanged || !answer.snapshot) return { version: answer.version, changed: false };
  await db.catalogue.put({ name: CATALOGUE_ROW, data: answer.snapshot, fetchedAt: Date.now() });
  return { version: answer.version, changed: true };
}
