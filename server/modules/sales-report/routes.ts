/**
 * Sales reports (spec 3's address table: sales_report reportList, registerReport,
 * deleteReport): saved views, their figures and their .xlsx export. Every call needs the sales
 * report module and reads only the caller's reports and the orders of its own accounts.
 */
import { calls } from '@/domain/sales-report/calls';
import { XLSX_CONTENT_TYPE } from '../../files/sheet';
import { ERRCODE } from '../../http/errors';
import { Answer } from '../../http/route';
import { moduleRoute } from '../../http/module-route';
import { exportReport } from './export';
import * as svc from './service';

/** A route of the sales report module: signed in, holding the module (checked before the handler). */
const reportRoute = moduleRoute('sales_report');

export const salesReportRoutes = [
  reportRoute(calls.reportList, {
    summary: "The caller's saved sales reports, newest first: count, list",
    access: 'user',
    handler: async ({ db, user, query }) => {
      return svc.listReports(db, user.id, query);
    },
  }),
  reportRoute(calls.reportOptions, {
    summary: "What a report can be narrowed to: categories, and the caller's shops and staff",
    access: 'user',
    handler: async ({ db, user, lang }) => {
      return svc.reportOptions(db, user.id, lang);
    },
  }),
  reportRoute(calls.registerReport, {
    summary: 'Save a report (name, start_date, end_date, group_by day|week, order_types, category_ids, shop_ids, staff_ids); with id, change it',
    access: 'user',
    handler: async ({ db, user, body }) => {
      return new Answer(await svc.saveReport(db, user.id, body), ERRCODE.ok, body.id ? 'sales_report:updated' : 'sales_report:saved');
    },
  }),
  reportRoute(calls.deleteReport, {
    summary: 'Delete a saved report (the orders it read are untouched)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      return new Answer(await svc.deleteReport(db, user.id, body.id), ERRCODE.ok, 'sales_report:deleted');
    },
  }),
  reportRoute(calls.reportData, {
    summary: "A report's figures from the orders and the ledger: totals (gross sales, refunds, net), gross sales by day or week, by category, order type, shop and staff, top products (tz: the viewer's zone)",
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      return svc.reportData(db, user.id, query.id, query.tz, lang);
    },
  }),
  reportRoute(calls.exportReport, {
    summary: "A report's figures as .xlsx, a sheet per breakdown",
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ db, user, query, lang, t }) => {
      return exportReport(await svc.reportData(db, user.id, query.id, query.tz, lang), t);
    },
  }),
];
