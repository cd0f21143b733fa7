/**
 * The sales-report calls as endpoint values (../shared/endpoint.ts): their schemas are named as
 * types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the
 * schemas, and ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { SALES_REPORT_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const reportList = endpoint<S['reportList']>('GET', SALES_REPORT_PATHS.reportList);
export const reportOptions = endpoint<S['reportOptions']>('GET', SALES_REPORT_PATHS.reportOptions);
export const registerReport = endpoint<S['registerReport']>('POST', SALES_REPORT_PATHS.registerReport);
export const deleteReport = endpoint<S['deleteReport']>('POST', SALES_REPORT_PATHS.deleteReport);
export const reportData = endpoint<S['reportData']>('GET', SALES_REPORT_PATHS.reportData);
export const exportReport = endpoint<S['exportReport']>('GET', SALES_REPORT_PATHS.exportReport);
