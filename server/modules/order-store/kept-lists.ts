/**
 * Order lists' answers kept in this process while what they show is unchanged: the cart's list and
 * order management's are the portal's most asked-for pages, and most of their asking finds them as
 * they were. Building one is a statement of some hundred microseconds in PostgreSQL and as much
 * again in this process (building and compiling it, reading the page, naming it in the reader's
 * language); a kept answer costs one read of the reader's list version by its key.
 *
 * The version is changed by the database in the transaction that changes what the lists show
 * (triggers, migration 0030), so an answer is never kept past a change, whichever process, sync
 * batch or tool made it. The version is read before the list: an answer read after a change that
 * committed in between is newer than its version, never older. The catalogue's version is part of
 * the key as well, since a list names its garments from it in languages other than Chinese.
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { rootOf } from '../../db/tx';
import { writtenOnce } from '../../http/written-once';
import { keptListAnswers } from '../../metrics';
import { catalogueVersion } from '../catalogue/snapshot';
import './tables';

/**
 * At most this many orders kept in all (~1 KB of JSON each in a list), and no answer of more than
 * LONGEST_KEPT: a long list is rarely asked for twice unchanged, and would push out many short ones.
 */
const KEPT_ORDERS = 10_000;
const LONGEST_KEPT = 1_000;

type Page = { list: readonly unknown[] };
type Kept = { version: string; catalogue: string; answer: Page };

const versionOf = compiledOnce((db, v: { reader: number }) => db.selectFrom('order_list_versions').select('version').where('reader_id', '=', v.reader));

// Per database handle: tests run several databases in one process.
const kept = new WeakMap<Db, LRUCache<string, Kept>>();

function keptAt(db: Db): LRUCache<string, Kept> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new LRUCache<string, Kept>({ maxSize: KEPT_ORDERS, maxEntrySize: LONGEST_KEPT + 1, sizeCalculation: (k) => k.answer.list.length + 1 });
    kept.set(db, cache);
  }
  return cache;
}

/** Which list, in which language, with which parsed query (page, filters, search): all an answer depends on beyond its reader's orders. */
type ListCall = { list: string; lang: Locale; query: unknown };

/**
 * `reader`'s answer to `call`: the one kept, if its reader's list version and the catalogue's are
 * those it was read at; else `read()`'s, kept. A reader without a version (an account that has
 * never had an order written) is read each time. Inside a transaction nothing is kept: what it
 * reads may be its own uncommitted change.
 */
export async function keptList<A extends Page>(db: Db, reader: number, call: ListCall, read: () => Promise<A>): Promise<A> {
  if (db.isTransaction) return read();
  const [row] = await versionOf(db, { reader });
  if (!row) {
    keptListAnswers.inc({ source: 'database' });
    return read();
  }
  const catalogue = await catalogueVersion(db);
  const cache = keptAt(rootOf(db));
  const key = `${reader} ${call.list} ${call.lang} ${JSON.stringify(call.query)}`;
  const hit = cache.get(key);
  if (hit && hit.version === row.version && hit.catalogue === catalogue) {
    keptListAnswers.inc({ source: 'kept' });
    return hit.answer as A;
  }
  // Kept, it is answered again as it is: written as JSON once (written-once.ts).
  const answer = writtenOnce(await read());
  keptListAnswers.inc({ source: 'database' });
  cache.set(key, { version: row.version, catalogue, answer });
  return answer;
}
