/** The sales report's calls (/sales_report). */
import * as calls from '@/domain/sales-report/endpoints';
import type { ReportFields } from '@/domain/sales-report/contract';
import { SALES_REPORT_PATHS } from '@/domain/sales-report/paths';
import { getToken } from '@/db/session';
import { downloadFile } from './download';
import { call } from './http';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const salesReportKeys = {
  all: ['sales-report'] as const,
  list: ['sales-report', 'list'] as const,
  options: (lang: string) => ['sales-report', 'options', lang] as const,
  data: (id: number, lang: string) => ['sales-report', 'data', id, lang] as const,
};

export const salesReportApi = {
  list: () => call(calls.reportList, { page: 1, size: 100 }),
  options: () => call(calls.reportOptions),
  save: (v: ReportFields) => call(calls.registerReport, v),
  remove: (id: number) => call(calls.deleteReport, { id }),
  /** Days are the viewer's: the report's range and its daily figures follow this device's time zone. */
  data: (id: number) => call(calls.reportData, { id, tz: zone() }),
  export: (id: number, lang: string) => downloadFile(SALES_REPORT_PATHS.exportReport, { query: { id, tz: zone() } }, getToken() ?? '', lang),
};
