/**
 * The rules worker (DESIGN §6): grading, standard sizes, size recommendation, prices and the
 * technique rules, computed from the catalogue mirrored in Dexie so they work offline. Exposed
 * with comlink; the main thread wraps it with `wrap<RulesApi>(new Worker(...))`. It drops its
 * snapshot whenever the mirror is replaced, by whichever page or tab refreshed it.
 */
import { expose } from 'comlink';
import { readMirroredCatalogue, watchCatalogue } from '@/db/catalogue-mirror';
import { db } from '@/db/db';
import { createRulesApi } from './rules.api';

export const rulesApi = createRulesApi(
  () => readMirroredCatalogue(db),
  (listener) => watchCatalogue(db, listener),
);

expose(rulesApi);
