/**
 * Fast order placement (spec 2 §7 "Fast order"): add_order for the individual and team payloads,
 * the team import path (upload_template, then upload_order with uploadType 1), and the Excel
 * template. The fast order lookups stay with the catalogue (server/modules/catalogue/routes-fast.ts).
 */
import { calls as EP } from '@/domain/fast-order/calls';
import { FAST_ORDER_PATHS } from '@/domain/fast-order/paths';
import type { FastOrderPayload } from '@/domain/fast-order/payload';
import type { TeamUploadResult } from '@/domain/fast-order/team-import';
import { API_PREFIX, Answer, defineRoute, FileAnswer, type RouteContext } from '../../http/route';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { translator } from '../../http/i18n';
import { loadCatalogue } from '../catalogue/snapshot';
import { isExcelFile, sheetImport } from '../../files/spreadsheet';
import { buildTeamTemplate, describeRowErrors, parseTeamSheet, storeTemplate } from './excel';
import { XLSX_CONTENT_TYPE } from '../../files/sheet';
import { addFastOrder, requireFastOrderRole } from './service';

/**
 * Typed on the screen or imported from the team template, a fast order goes into the cart the same
 * way: checked and priced on the server, with room in the body for every person of a team order.
 */
const intoCart = {
  access: 'user',
  idempotent: true,
  bodyLimit: 8 * 1024 * 1024,
  handler: async ({ db, user, body, t }: Pick<RouteContext<unknown, FastOrderPayload, 'user'>, 'db' | 'user' | 'body' | 't'>) =>
    new Answer(await addFastOrder(db, user, body, t), ERRCODE.ok, 'fast_order:added_to_cart'),
} as const;

export const fastOrderPlacementRoutes = [
  defineRoute(EP.addFastOrder, {
    summary: 'Add a fast order (individual order_type 1 or team 2) to the cart: validated and priced on the server',
    ...intoCart,
  }),

  // The staff were imported (and said so) at the template upload; this call adds the order to the cart.
  defineRoute(EP.uploadFastOrder, {
    summary: 'Add a team order imported from the uploaded template (uploadType 1, size_template) to the cart',
    ...intoCart,
  }),

  defineRoute(EP.uploadTemplate, {
    summary: 'Upload a filled team template (multipart: templateFile, config_count): the staff per row, or every row error',
    access: 'user',
    ...sheetImport('templateFile'),
    handler: async ({ db, user, body, t }): Promise<Answer<TeamUploadResult>> => {
      requireFastOrderRole(user);
      if (!isExcelFile(body.templateFile)) throw invalidField('templateFile', 'fast_order:upload_not_excel_field');
      const parsed = await parseTeamSheet(body.templateFile, await loadCatalogue(db), body.config_count);
      // Rows are counted as rows (a row with five wrong cells is one wrong row); an error of the
      // whole sheet (row 0, or a missing column in the header row 1) leaves no row to import.
      const wrongRows = new Set(parsed.errors.map((e) => e.row)).size;
      const wholeFile = parsed.errors.find((e) => e.row <= 1);
      if (parsed.errors.length && (body.skip_invalid !== '1' || wholeFile || !parsed.staffs.length)) {
        const errors = describeRowErrors(parsed.errors, t);
        const refusal = { field: 'templateFile', errors, invalid_rows: wholeFile ? 0 : wrongRows, valid_rows: wholeFile ? 0 : parsed.staffs.length };
        if (wholeFile) throw new ApiError(ERRCODE.validation, 'fast_order:upload_file_invalid', { field: 'templateFile', reason: errors[0]!.cell }, refusal);
        throw new ApiError(ERRCODE.validation, 'fast_order:upload_rows_invalid', { field: 'templateFile', rows: wrongRows, count: errors.length }, refusal);
      }
      const size_template = await storeTemplate(body.templateFile);
      const result = { size_template, count: parsed.staffs.length, staffs: parsed.staffs };
      if (!parsed.errors.length) return new Answer(result, ERRCODE.ok, 'fast_order:upload_ok');
      return new Answer({ ...result, skipped_rows: wrongRows }, ERRCODE.ok, 'fast_order:upload_ok_skipped', { count: parsed.staffs.length, skipped: wrongRows });
    },
  }),

  defineRoute(EP.templateLink, {
    summary: 'Where the team Excel template is downloaded (result.url)',
    access: 'user',
    handler: async ({ lang }) => ({ url: `${API_PREFIX}${FAST_ORDER_PATHS.templateFile}?lang=${lang}` }),
  }),

  defineRoute(EP.templateFile, {
    summary: 'The team Excel template (.xlsx); lang=zh|en picks the header language (default: Accept-Language)',
    // A plain link downloads it: the template holds nothing private.
    access: 'none',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ db, query, lang, t }) => {
      const language = query.lang ?? lang;
      const tl = language === lang ? t : translator(language);
      const file = buildTeamTemplate(await loadCatalogue(db), tl, language);
      return new FileAnswer(file, tl('fast_order:template.file_name'), XLSX_CONTENT_TYPE);
    },
  }),
];
