/**
 * The haute-couture calls as endpoint values (../shared/endpoint.ts): their schemas are named as
 * types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the
 * schemas, and ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { HAUTE_COUTURE_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const listTasks = endpoint<S['listTasks']>('GET', HAUTE_COUTURE_PATHS.list);
export const taskDetail = endpoint<S['taskDetail']>('GET', HAUTE_COUTURE_PATHS.detail);
export const saveTask = endpoint<S['saveTask']>('POST', HAUTE_COUTURE_PATHS.save);
export const deleteTask = endpoint<S['deleteTask']>('POST', HAUTE_COUTURE_PATHS.delete);
