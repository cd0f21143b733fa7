/**
 * The name of the portal's IndexedDB database, apart from Dexie's schema (./db.ts) and the reads
 * without Dexie (./peek.ts): both use it, and peek.ts loads db.ts, so neither may hold it for the other.
 */
export const PORTAL_DB_NAME = 'mtm-portal';
