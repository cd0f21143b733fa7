/**
 * Catalogue API: the snapshot the browser mirrors, the measuring lookups (spec 3 §7), the fast
 * order and deep customization lookups (spec 2 §7), and the rule endpoints (grading, standard
 * size match, size recommendation, technique choice, price) computed with the same src/domain
 * functions the rules worker runs.
 */
import type { AnyRoute } from '../../http/route';
import { deepCustomRoutes } from './routes-deep';
import { fastOrderRoutes } from './routes-fast';
import { measuringLookupRoutes } from './routes-measuring';
import { snapshotRoutes } from './routes-snapshot';

export const catalogueRoutes: AnyRoute[] = [...snapshotRoutes, ...measuringLookupRoutes, ...fastOrderRoutes, ...deepCustomRoutes];
