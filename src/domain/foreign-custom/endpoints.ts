/**
 * The foreign order's call as an endpoint value (../shared/endpoint.ts): its schemas are named as
 * types only; ./endpoint-schemas.ts pairs it with them.
 */
import { endpoint } from '../shared/endpoint';
import type { ForeignOrderResultSchema, ForeignOrderSchema } from './order';

export const FOREIGN_PATHS = { addOrder: '/foreign_custom/addOrder' } as const;

export const addForeignOrder = endpoint<{ body: typeof ForeignOrderSchema; answer: typeof ForeignOrderResultSchema }>('POST', FOREIGN_PATHS.addOrder);
