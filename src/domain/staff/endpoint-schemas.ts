/**
 * The staff calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { StaffEdit, StaffIdBody, StaffInput, StaffListQuery, StaffPageSchema } from './contract';
import * as E from './endpoints';

export const listStaff = withSchemas(E.listStaff, { query: StaffListQuery, answer: StaffPageSchema });
export const addStaff = withSchemas(E.addStaff, { body: StaffInput, answer: IdAnswerSchema });
export const modifyStaff = withSchemas(E.modifyStaff, { body: StaffEdit, answer: IdAnswerSchema });
export const enableStaff = withSchemas(E.enableStaff, { body: StaffIdBody, answer: IdAnswerSchema });
export const disableStaff = withSchemas(E.disableStaff, { body: StaffIdBody, answer: IdAnswerSchema });
export const deleteStaff = withSchemas(E.deleteStaff, { body: StaffIdBody, answer: IdAnswerSchema });
