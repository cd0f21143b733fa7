/** The sales report's calls (issue 16, /sales_report). */
import { SALES_REPORT_PATHS, type Report, type ReportData, type ReportFields, type ReportOptions } from '@/domain/sales-report/contract';
import { getToken } from '@/db/session';
import { downloadFile } from './download';
import { apiGet, apiPost } from './http';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const salesReportKeys = {
  all: ['sales-report'] as const,
  list: ['sales-report', 'list'] as const,
  options: (lang: string) => ['sales-report', 'options', lang] as const,
  data: (id: number, lang: string) => ['sales-report', 'data', id, lang] as const,
};

export const salesReportApi = {
  list: () => apiGet<{ count: number; list: Report[] }>(SALES_REPORT_PATHS.reportList, { page: 1, size: 100 }),
  options: () => apiGet<ReportOptions>(SALES_REPORT_PATHS.reportOptions),
  save: (v: ReportFields) => apiPost<{ id: number }>(SALES_REPORT_PATHS.registerReport, v),
  remove: (id: number) => apiPost<{ id: number }>(SALES_REPORT_PATHS.deleteReport, { id }),
  /** Days are the viewer's: the report's range and its daily figures follow this device's time zone. */
  data: (id: number) => apiGet<ReportData>(SALES_REPORT_PATHS.reportData, { id, tz: zone() }),
  export: (id: number, lang: string) => downloadFile(SALES_REPORT_PATHS.exportReport, { query: { id, tz: zone() } }, getToken() ?? '', lang),
};
