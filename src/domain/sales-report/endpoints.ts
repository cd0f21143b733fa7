/**
 * The sales-report calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { ReportDataQuery, ReportDataSchema, ReportIdBody, ReportInput, ReportListQuery, ReportOptionsSchema, ReportPageSchema } from './contract';
import { SALES_REPORT_PATHS } from './paths';



export const reportList = endpoint<{ query: typeof ReportListQuery; answer: typeof ReportPageSchema }>('GET', SALES_REPORT_PATHS.reportList);
export const reportOptions = endpoint<{ answer: typeof ReportOptionsSchema }>('GET', SALES_REPORT_PATHS.reportOptions);
export const registerReport = endpoint<{ body: typeof ReportInput; answer: typeof IdAnswerSchema }>('POST', SALES_REPORT_PATHS.registerReport);
export const deleteReport = endpoint<{ body: typeof ReportIdBody; answer: typeof IdAnswerSchema }>('POST', SALES_REPORT_PATHS.deleteReport);
export const reportData = endpoint<{ query: typeof ReportDataQuery; answer: typeof ReportDataSchema }>('GET', SALES_REPORT_PATHS.reportData);
export const exportReport = endpoint<{ query: typeof ReportDataQuery }>('GET', SALES_REPORT_PATHS.exportReport);
