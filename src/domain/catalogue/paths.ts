/**
 * The catalogue snapshot's path, apart from the catalogue's schemas (./contract.ts), so the
 * signed-in shell mirrors the catalogue without downloading zod and the schemas.
 */
export const CATALOGUE_SNAPSHOT_PATH = '/catalogue/snapshot';
