/**
 * A sales report as .xlsx: its totals, then one sheet per breakdown, with amounts in yuan as numbers
 * (a spreadsheet sums them), each money heading saying so: the English screen shows dollars at the
 * business rate, and a bare "Gross sales | 12000" beside it read as dollars.
 */
import type { TFunction } from 'i18next';
import type { ReportData } from '@/domain/sales-report/contract';
import { buildWorkbook, XLSX_CONTENT_TYPE } from '../../files/sheet';
import { FileAnswer } from '../../http/route';

export function exportReport(data: ReportData, t: TFunction): FileAnswer {
  const yuan = (v: string) => Number(v);
  const inYuan = (heading: string) => `${heading}${t('sales_report:in_yuan')}`;
  const x = data.totals;
  const slices = (name: string, list: ReportData['by_category']) => ({
    name,
    rows: [[name, inYuan(t('sales_report:col.gross')), t('sales_report:col.orders'), t('sales_report:col.pieces')], ...list.map((s) => [s.label, yuan(s.gross), s.orders, s.pieces])],
  });
  const book = buildWorkbook([
    {
      name: t('sales_report:sheet.totals'),
      rows: [
        [t('sales_report:col.name'), data.report.name],
        [t('sales_report:col.range'), `${data.report.start_date} ~ ${data.report.end_date}`],
        [inYuan(t('sales_report:total.gross')), yuan(x.gross)],
        [inYuan(t('sales_report:total.refunds')), yuan(x.refunds)],
        [inYuan(t('sales_report:total.net')), yuan(x.net)],
        [t('sales_report:total.orders'), x.orders],
        [t('sales_report:total.pieces'), x.pieces],
        [inYuan(t('sales_report:total.average')), yuan(x.average_order)],
        [t('sales_report:total.cancellations'), x.cancellations],
      ],
    },
    { name: t('sales_report:sheet.series'), rows: [[t('sales_report:col.period'), inYuan(t('sales_report:col.gross')), t('sales_report:col.orders')], ...data.series.map((s) => [s.period, yuan(s.gross), s.orders])] },
    slices(t('sales_report:sheet.category'), data.by_category),
    slices(t('sales_report:sheet.order_type'), data.by_order_type),
    slices(t('sales_report:sheet.shop'), data.by_shop),
    slices(t('sales_report:sheet.staff'), data.by_staff),
    slices(t('sales_report:sheet.products'), data.top_products),
  ]);
  return new FileAnswer(book, `${data.report.name}.xlsx`, XLSX_CONTENT_TYPE);
}
