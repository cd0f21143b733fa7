/**
 * Sales reports (spec 3's address table: sales_report reportList, registerReport,
 * deleteReport): saved views, their figures and their .xlsx export. Every call needs the sales
 * report module and reads only the caller's reports and the orders of its own accounts.
 */
import { z } from 'zod';
import { ReportDataQuery, ReportDataSchema, ReportInput, ReportListQuery, ReportOptionsSchema, ReportPageSchema, SALES_REPORT_PATHS } from '@/domain/sales-report/contract';
import { int } from '@/domain/shared/fields';
import { XLSX_CONTENT_TYPE } from '../../files/sheet';
import { ERRCODE } from '../../http/errors';
import { Answer, defineRoute } from '../../http/route';
import { exportReport } from './export';
import * as svc from './service';

const idAnswer = z.object({ id: z.number().int() });

export const salesReportRoutes = [
  defineRoute({
    method: 'GET',
    path: SALES_REPORT_PATHS.reportList,
    summary: "The caller's saved sales reports, newest first: count, list",
    access: 'user',
    query: ReportListQuery,
    response: ReportPageSchema,
    handler: async ({ db, user, query }) => {
      svc.requireReportModule(user);
      return svc.listReports(db, user.id, query);
    },
  }),
  defineRoute({
    method: 'GET',
    path: SALES_REPORT_PATHS.reportOptions,
    summary: "What a report can be narrowed to: categories, and the caller's shops and staff",
    access: 'user',
    response: ReportOptionsSchema,
    handler: async ({ db, user, lang }) => {
      svc.requireReportModule(user);
      return svc.reportOptions(db, user.id, lang);
    },
  }),
  defineRoute({
    method: 'POST',
    path: SALES_REPORT_PATHS.registerReport,
    summary: 'Save a report (name, start_date, end_date, group_by day|week, order_types, category_ids, shop_ids, staff_ids); with id, change it',
    access: 'user',
    body: ReportInput,
    response: idAnswer,
    handler: async ({ db, user, body }) => {
      svc.requireReportModule(user);
      return new Answer(await svc.saveReport(db, user.id, body), ERRCODE.ok, body.id ? 'sales_report:updated' : 'sales_report:saved');
    },
  }),
  defineRoute({
    method: 'POST',
    path: SALES_REPORT_PATHS.deleteReport,
    summary: 'Delete a saved report (the orders it read are untouched)',
    access: 'user',
    body: z.object({ id: int(1) }),
    response: idAnswer,
    handler: async ({ db, user, body }) => {
      svc.requireReportModule(user);
      return new Answer(await svc.deleteReport(db, user.id, body.id), ERRCODE.ok, 'sales_report:deleted');
    },
  }),
  defineRoute({
    method: 'GET',
    path: SALES_REPORT_PATHS.reportData,
    summary: "A report's figures from the orders and the ledger: totals (gross sales, refunds, net), gross sales by day or week, by category, order type, shop and staff, top products (tz: the viewer's zone)",
    access: 'user',
    query: ReportDataQuery,
    response: ReportDataSchema,
    handler: async ({ db, user, query, lang }) => {
      svc.requireReportModule(user);
      return svc.reportData(db, user.id, query.id, query.tz, lang);
    },
  }),
  defineRoute({
    method: 'GET',
    path: SALES_REPORT_PATHS.exportReport,
    summary: "A report's figures as .xlsx, a sheet per breakdown",
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    query: ReportDataQuery,
    handler: async ({ db, user, query, lang, t }) => {
      svc.requireReportModule(user);
      return exportReport(await svc.reportData(db, user.id, query.id, query.tz, lang), t);
    },
  }),
];
