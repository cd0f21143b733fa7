/**
 * The schemas of the staff calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { StaffEdit, StaffIdBody, StaffInput, StaffListQuery, StaffPageSchema } from './contract';

export const schemas = {
  listStaff: { query: StaffListQuery, answer: StaffPageSchema },
  addStaff: { body: StaffInput, answer: IdAnswerSchema },
  modifyStaff: { body: StaffEdit, answer: IdAnswerSchema },
  enableStaff: { body: StaffIdBody, answer: IdAnswerSchema },
  disableStaff: { body: StaffIdBody, answer: IdAnswerSchema },
  deleteStaff: { body: StaffIdBody, answer: IdAnswerSchema },
} satisfies Record<string, Schemas>;
