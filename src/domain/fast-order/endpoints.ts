/**
 * The fast order's placement calls as endpoint values (../shared/endpoint.ts): their schemas are
 * named as types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds
 * the schemas, and ./calls.ts pairs the values with them. The fast order's lookups are the
 * catalogue's (../catalogue/endpoints.ts).
 */
import { endpoint } from '../shared/endpoint';
import { FAST_ORDER_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const addFastOrder = endpoint<S['addFastOrder']>('POST', FAST_ORDER_PATHS.addOrder);
export const uploadFastOrder = endpoint<S['uploadFastOrder']>('POST', FAST_ORDER_PATHS.uploadOrder);
export const uploadTemplate = endpoint<S['uploadTemplate']>('POST', FAST_ORDER_PATHS.uploadTemplate);
export const templateLink = endpoint<S['templateLink']>('GET', FAST_ORDER_PATHS.templateLink);
export const templateFile = endpoint<S['templateFile']>('GET', FAST_ORDER_PATHS.templateFile);
