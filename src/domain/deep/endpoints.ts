/**
 * The deep customization's add_order as an endpoint value (../shared/endpoint.ts), its schemas
 * named as types only; ./endpoint-schemas.ts pairs it with them. The deep lookups are the
 * catalogue's (../catalogue/endpoints.ts).
 */
import { endpoint } from '../shared/endpoint';
import type { DeepOrderPayloadSchema, DeepOrderResultSchema } from './contract';
import { DEEP_ORDER_PATHS } from './paths';

export const addDeepOrder = endpoint<{ body: typeof DeepOrderPayloadSchema; answer: typeof DeepOrderResultSchema }>('POST', DEEP_ORDER_PATHS.addOrder);
