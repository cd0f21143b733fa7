/**
 * People lists as the journeys upload them: an .xlsx workbook built in memory and handed to the
 * file input as its contents, so no run leaves files behind in the machine's temporary folder.
 */
import type { Page } from 'playwright-core';
import XLSX from 'xlsx';
import { baseUrl } from './support';

type Upload = { name: string; mimeType: string; buffer: Buffer };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet of these rows, as `setInputFiles` takes a file. */
export function xlsxUpload(name: string, sheet: string, rows: unknown[][]): Upload {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet);
  return { name, mimeType: XLSX_TYPE, buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer };
}

/** The header row of the people template the customer pages offer, filled in as a customer would. */
export async function peopleTemplateHeader(page: Page): Promise<string[]> {
  const template = await page.request.get(`${baseUrl()}/order_admin/customer_mgmt.index/measuring_user_tmpl_file?lang=zh`);
  return XLSX.utils.sheet_to_json<string[]>(XLSX.read(await template.body()).Sheets['人员名单']!, { header: 1 })[0]!;
}
