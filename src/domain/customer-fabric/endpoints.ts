/**
 * The customer-fabric calls as endpoint values (../shared/endpoint.ts): their schemas are named as
 * types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the
 * schemas, and ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { FABRIC_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const usable = endpoint<S['usable']>('GET', FABRIC_PATHS.usable);
export const materialSearch = endpoint<S['materialSearch']>('GET', FABRIC_PATHS.materialSearch);
export const index = endpoint<S['index']>('GET', FABRIC_PATHS.index);
export const add = endpoint<S['add']>('POST', FABRIC_PATHS.add);
export const detail = endpoint<S['detail']>('GET', FABRIC_PATHS.detail);
export const del = endpoint<S['del']>('POST', FABRIC_PATHS.del);
export const byCode = endpoint<S['byCode']>('GET', FABRIC_PATHS.byCode);
export const receive = endpoint<S['receive']>('POST', FABRIC_PATHS.receive);
export const giveBack = endpoint<S['giveBack']>('POST', FABRIC_PATHS.giveBack);
