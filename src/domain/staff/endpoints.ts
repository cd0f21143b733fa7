/**
 * The staff calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the schemas.
 * Paths as the spec's address table names them; the ids travel as user_id.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { StaffEdit, StaffIdBody, StaffInput, StaffListQuery, StaffPageSchema } from './contract';
import { STAFF_PATHS } from './paths';



type ById = { body: typeof StaffIdBody; answer: typeof IdAnswerSchema };

export const listStaff = endpoint<{ query: typeof StaffListQuery; answer: typeof StaffPageSchema }>('GET', STAFF_PATHS.index);
export const addStaff = endpoint<{ body: typeof StaffInput; answer: typeof IdAnswerSchema }>('POST', STAFF_PATHS.add);
export const modifyStaff = endpoint<{ body: typeof StaffEdit; answer: typeof IdAnswerSchema }>('POST', STAFF_PATHS.modify);
export const enableStaff = endpoint<ById>('POST', STAFF_PATHS.enable);
export const disableStaff = endpoint<ById>('POST', STAFF_PATHS.disable);
export const deleteStaff = endpoint<ById>('POST', STAFF_PATHS.del);
