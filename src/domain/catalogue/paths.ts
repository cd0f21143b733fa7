/**
 * The catalogue snapshot's path, apart from the catalogue's schemas (./contract.ts), so the
 * signed-in shell mirrors the catalogue without downloading zod and the schemas. Alone in its file:
 * the shell's first download carries this file whole, so the lookups' paths are in ./lookup-paths.ts.
 */
export const CATALOGUE_SNAPSHOT_PATH = '/catalogue/snapshot';
