/**
 * The deep customization's add_order as an endpoint value (../shared/endpoint.ts), its schemas
 * named as types only; ./endpoint-schemas.ts holds the schemas, and ./calls.ts pairs the value with
 * them. The deep lookups are the catalogue's (../catalogue/endpoints.ts).
 */
import { endpoint } from '../shared/endpoint';
import { DEEP_ORDER_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const addDeepOrder = endpoint<S['addDeepOrder']>('POST', DEEP_ORDER_PATHS.addOrder);
