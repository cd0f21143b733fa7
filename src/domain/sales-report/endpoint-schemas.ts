/**
 * The schemas of the sales report calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { ReportDataQuery, ReportDataSchema, ReportIdBody, ReportInput, ReportListQuery, ReportOptionsSchema, ReportPageSchema } from './contract';

export const schemas = {
  reportList: { query: ReportListQuery, answer: ReportPageSchema },
  reportOptions: { answer: ReportOptionsSchema },
  registerReport: { body: ReportInput, answer: IdAnswerSchema },
  deleteReport: { body: ReportIdBody, answer: IdAnswerSchema },
  reportData: { query: ReportDataQuery, answer: ReportDataSchema },
  exportReport: { query: ReportDataQuery },
} satisfies Record<string, Schemas>;
