/**
 * The factory calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { FACTORY_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const orderList = endpoint<S['orderList']>('GET', FACTORY_PATHS.orderList);
export const review = endpoint<S['review']>('POST', FACTORY_PATHS.review);
export const advance = endpoint<S['advance']>('POST', FACTORY_PATHS.advance);
