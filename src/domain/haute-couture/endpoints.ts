/**
 * The haute-couture calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { CoutureTaskInput, CoutureTaskSchema, DeleteBody, DetailQuery, ListQuery, SaveAnswer, TaskPageSchema } from './contract';
import { HAUTE_COUTURE_PATHS } from './paths';



export const listTasks = endpoint<{ query: typeof ListQuery; answer: typeof TaskPageSchema }>('GET', HAUTE_COUTURE_PATHS.list);
export const taskDetail = endpoint<{ query: typeof DetailQuery; answer: typeof CoutureTaskSchema }>('GET', HAUTE_COUTURE_PATHS.detail);
export const saveTask = endpoint<{ body: typeof CoutureTaskInput; answer: typeof SaveAnswer }>('POST', HAUTE_COUTURE_PATHS.save);
export const deleteTask = endpoint<{ body: typeof DeleteBody; answer: typeof DeleteBody }>('POST', HAUTE_COUTURE_PATHS.delete);
