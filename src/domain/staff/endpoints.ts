/**
 * The staff calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them. Paths as the spec's address table names them; the ids
 * travel as user_id.
 */
import { endpoint } from '../shared/endpoint';
import { STAFF_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const listStaff = endpoint<S['listStaff']>('GET', STAFF_PATHS.index);
export const addStaff = endpoint<S['addStaff']>('POST', STAFF_PATHS.add);
export const modifyStaff = endpoint<S['modifyStaff']>('POST', STAFF_PATHS.modify);
export const enableStaff = endpoint<S['enableStaff']>('POST', STAFF_PATHS.enable);
export const disableStaff = endpoint<S['disableStaff']>('POST', STAFF_PATHS.disable);
export const deleteStaff = endpoint<S['deleteStaff']>('POST', STAFF_PATHS.del);
