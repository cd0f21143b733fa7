/**
 * The order-form calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { ORDER_FORM_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const info = endpoint<S['info']>('GET', ORDER_FORM_PATHS.info);
export const submit = endpoint<S['submit']>('POST', ORDER_FORM_PATHS.submit);
export const requests = endpoint<S['requests']>('GET', ORDER_FORM_PATHS.requests);
export const editRequest = endpoint<S['editRequest']>('POST', ORDER_FORM_PATHS.editRequest);
export const accept = endpoint<S['accept']>('POST', ORDER_FORM_PATHS.accept);
export const decline = endpoint<S['decline']>('POST', ORDER_FORM_PATHS.decline);
