/**
 * The sales-report calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { ReportDataQuery, ReportDataSchema, ReportIdBody, ReportInput, ReportListQuery, ReportOptionsSchema, ReportPageSchema } from './contract';
import * as E from './endpoints';

export const reportList = withSchemas(E.reportList, { query: ReportListQuery, answer: ReportPageSchema });
export const reportOptions = withSchemas(E.reportOptions, { answer: ReportOptionsSchema });
export const registerReport = withSchemas(E.registerReport, { body: ReportInput, answer: IdAnswerSchema });
export const deleteReport = withSchemas(E.deleteReport, { body: ReportIdBody, answer: IdAnswerSchema });
export const reportData = withSchemas(E.reportData, { query: ReportDataQuery, answer: ReportDataSchema });
export const exportReport = withSchemas(E.exportReport, { query: ReportDataQuery });
