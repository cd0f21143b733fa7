/**
 * What a server does before it listens, so that the first requests after a start are not the slow
 * ones. On PGlite every request's database work runs on the server's one thread, one request after
 * another: the clients that connect first queue behind the first requests, and what those pay once
 * (reading the catalogue, the embedded PostgreSQL running its code for the first time) every queued
 * client waits for.
 */
import v8 from 'node:v8';
import type { Db } from './db/database';
import { loadCatalogue } from './modules/catalogue/snapshot';
import { standInHash } from './http/crypto';

/**
 * Has V8 compile the embedded database's WebAssembly optimised when it is loaded, rather than
 * each function first with its quick baseline compiler and again once it is found hot. With the
 * default, each statement's path ran several times slower for its first few runs (an order placed
 * sequentially on a fresh server: 550, 380, 150, 100 ms... before ~10 ms; compiled up front: about
 * 10 ms from the second). Costs ~1.4 s of CPU once, at start. Call before the database is opened.
 */
export function compileEmbeddedDatabaseUpFront(): void {
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
}

/**
 * Reads the catalogue into the process's cache. Otherwise the first order placed reads it (18
 * statements and the snapshot built, 0.5-1.2 s on a fresh server) inside its transaction, which
 * on PGlite holds the one connection while every other request waits. Makes the stand-in password
 * hash too, so that the first sign-in to an unknown phone number takes no longer than the next.
 */
export async function warmUp(db: Db): Promise<void> {
  await Promise.all([loadCatalogue(db), standInHash()]);
}
