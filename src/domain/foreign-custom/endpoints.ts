/**
 * The foreign order's call as an endpoint value (../shared/endpoint.ts): its schemas are named as
 * types only; ./endpoint-schemas.ts holds the schemas, and ./calls.ts pairs the value with them.
 */
import { endpoint } from '../shared/endpoint';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const FOREIGN_PATHS = { addOrder: '/foreign_custom/addOrder' } as const;

export const addForeignOrder = endpoint<S['addForeignOrder']>('POST', FOREIGN_PATHS.addOrder);
