/**
 * Customer management (spec 3 §7, under /customer_mgmt.index): individual customers, company
 * customers, a company's measured people (with the .xlsx import, export and template), addresses
 * of either kind with the region cascade, and the size export. Every call needs the customer
 * module and touches only the caller's own customers.
 */
import { calls } from '@/domain/customers/calls';
import { LOGO_MAX_BYTES } from '@/domain/customers/contract';
import { CUSTOMER_PATHS } from '@/domain/customers/paths';
import { orderStatusLabel } from '@/domain/orders/status';
import { inTransaction } from '../../db/tx';
import { XLSX_CONTENT_TYPE } from '../../files/sheet';
import { isExcelFile, sheetImport } from '../../files/spreadsheet';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { API_PREFIX, Answer, defineRoute, FileAnswer, type EndpointRouteDef, type ResultOf } from '../../http/route';
import type { Schemas, Contracted } from '@/domain/shared/endpoint';
import type { Db } from '../../db/database';
import { moduleRoute } from '../../http/module-route';
import { translator } from '../../http/i18n';
import { decodeImage, storeUpload } from '../../http/uploads';
import '../catalogue/tables';
import * as addresses from './addresses';
import { exportPeople, exportSizes, peopleTemplate } from './export';
import { parseCompanyPeople } from './people-import';
import { regionsUnder } from './regions';
import * as svc from './service';
import { peopleFromTask, peopleToTask } from './task-people';

/** A route of the customer module: signed in, holding the module (checked before the handler). */
const customerRoute = moduleRoute('customer_mgmt');

const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);

type Handler<S extends Schemas> = EndpointRouteDef<S, 'user'>['handler'];
type Ctx<S extends Schemas> = Parameters<Handler<S>>[0];

/** A read of the caller's own customers: the service answers it from the owner and the query. */
function ownRead<S extends Schemas>(call: Contracted<S>, summary: string, read: (db: Db, ownerId: number, query: Ctx<S>['query']) => Promise<ResultOf<S>>) {
  return customerRoute(call, { summary, access: 'user', handler: ({ db, user, query }) => read(db, user.id, query) });
}

/** A change to the caller's own customers: the service makes it from the owner and the body; the answer says `messageKey`. */
function ownWrite<S extends Schemas>(call: Contracted<S>, summary: string, messageKey: string, write: (db: Db, ownerId: number, body: Ctx<S>['body']) => Promise<ResultOf<S>>) {
  return customerRoute(call, { summary, access: 'user', handler: async ({ db, user, body }) => ok(await write(db, user.id, body), messageKey) });
}

export const customerRoutes = [
  // ----- individual customers -----
  ownRead(calls.consumerList, 'Individual customers (keyword matches name, phone or company), newest first: total, current_page, per_page, data', svc.listCustomers),
  ownRead(calls.basicInfo, "An individual customer's basic info", (db, ownerId, query) => svc.getCustomer(db, ownerId, query.id)),
  customerRoute(calls.addClient, {
    alsoAt: [CUSTOMER_PATHS.addConsumer],
    summary: 'Add an individual customer (truename, gender_id, mobilephone, height, weight, birthday, address, remark)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      return ok(await svc.addCustomer(db, user.id, body), 'customers:added');
    },
  }),
  ownWrite(calls.editClient, 'Edit an individual customer (the same fields + id)', 'customers:updated', (db, ownerId, body) => svc.editCustomer(db, ownerId, body.id, body)),
  ownWrite(calls.delClient, 'Delete an individual customer; their orders stay (no longer linked) and their addresses go', 'customers:deleted', (db, ownerId, body) =>
    inTransaction(db, (trx) => svc.deleteCustomer(trx, ownerId, body.id)),
  ),
  ownRead(calls.bodyInfo, "Body info: the net sizes of the customer's paid orders, per category, newest first", (db, ownerId, query) => svc.bodyInfo(db, ownerId, query.id)),
  ownRead(calls.modelings, "Pattern records: style number, pattern, size number and garment sizes with ease of the customer's paid orders", (db, ownerId, query) =>
    svc.modelings(db, ownerId, query.id),
  ),
  customerRoute(calls.consumerOrders, {
    summary: "Order history: every order placed for the customer, newest first (at most 200)",
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      return svc.consumerOrders(db, user.id, query.id, (s) => orderStatusLabel(s, lang));
    },
  }),

  // ----- company customers -----
  ownRead(calls.businessList, 'Company customers (keyword matches name, contact or phone), newest first: count, list', svc.listCompanies),
  ownRead(calls.businessDetail, 'A company customer: name, remark, logo, contact, people and order figures', (db, ownerId, query) => svc.getCompany(db, ownerId, query.id)),
  ownWrite(calls.addBusiness, 'Add a company customer (name, remark; contact, tel, address)', 'customers:added', svc.addCompany),
  ownWrite(calls.editBusiness, 'Edit a company customer (id + the same fields)', 'customers:updated', (db, ownerId, { id, ...fields }) => svc.editCompany(db, ownerId, id, fields)),
  ownWrite(calls.delBusiness, 'Delete a company customer with its people and addresses (its orders stay)', 'customers:deleted', (db, ownerId, body) =>
    inTransaction(db, (trx) => svc.deleteCompany(trx, ownerId, body.id)),
  ),
  customerRoute(calls.businessLogo, {
    summary: "Upload a company's logo (multipart: id, file; png or jpg of at most 2 MB, checked by decoding it)",
    access: 'user',
    bodyLimit: LOGO_MAX_BYTES + 64 * 1024,
    multipart: { files: ['file'] },
    handler: async ({ db, user, body }) => {
      await svc.ownCompany(db, user.id, body.id);
      if (body.file.length > LOGO_MAX_BYTES) throw invalidField('file', 'customers:logo_too_big');
      const image = await decodeImage(body.file);
      if (!image) throw invalidField('file', 'customers:logo_not_image');
      const stored = await storeUpload(image.bytes, image.kind);
      await db.updateTable('customer_companies').set({ logo: stored.url, updated_at: new Date() }).where('id', '=', body.id).execute();
      return ok(await svc.getCompany(db, user.id, body.id), 'customers:logo_saved');
    },
  }),

  // ----- a company's measured people -----
  ownRead(calls.measuringUser, "A company's measured people (client_id, page, size, keyword): count, list", svc.listPeople),
  customerRoute(calls.addMeasuringUser, {
    summary: 'Add a measured person to a company (client_id, truename, gender_id, height, weight, department, remark)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      await svc.ownCompany(db, user.id, body.client_id);
      const row = await db
        .insertInto('company_people')
        .values({ company_id: body.client_id, truename: body.truename, gender_id: body.gender_id, height: body.height, weight: body.weight, department_name: body.department, remark: body.remark })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(row, 'customers:added');
    },
  }),
  customerRoute(calls.editMeasuringUser, {
    summary: 'Edit a measured person (id + the same fields)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const person = await svc.ownPerson(db, user.id, body.id);
      await svc.ownCompany(db, user.id, body.client_id);
      await db
        .updateTable('company_people')
        .set({ company_id: body.client_id, truename: body.truename, gender_id: body.gender_id, height: body.height, weight: body.weight, department_name: body.department, remark: body.remark })
        .where('id', '=', person.id)
        .execute();
      return ok({ id: person.id }, 'customers:updated');
    },
  }),
  customerRoute(calls.delMeasuringUser, {
    summary: 'Delete a measured person',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const person = await svc.ownPerson(db, user.id, body.id);
      await db.deleteFrom('company_people').where('id', '=', person.id).execute();
      return ok({ id: person.id }, 'customers:deleted');
    },
  }),
  customerRoute(calls.exportMeasuringUser, {
    summary: "A company's measured people as .xlsx, named after the company",
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ db, user, query, t }) => {
      const company = await svc.ownCompany(db, user.id, query.client_id);
      return exportPeople(company.name, await svc.allPeople(db, company.id), t);
    },
  }),
  customerRoute(calls.downMeasuringUserTmpl, {
    summary: 'Where the people template is downloaded (result.url)',
    access: 'user',
    handler: async ({ lang }) => ({ url: `${API_PREFIX}${CUSTOMER_PATHS.measuringUserTmplFile}?lang=${lang}` }),
  }),
  defineRoute(calls.measuringUserTmplFile, {
    summary: "The people template (.xlsx); lang=zh|en picks the headers' language",
    // A plain link downloads it: the template holds nothing private.
    access: 'none',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ query, lang, t }) => peopleTemplate(query.lang && query.lang !== lang ? translator(query.lang) : t),
  }),
  customerRoute(calls.importMeasuringUser, {
    summary: 'Import measured people from an .xlsx (multipart: user_file, client_id; skip_invalid=1 keeps only the correct rows)',
    access: 'user',
    ...sheetImport('user_file'),
    handler: async ({ db, user, body, t }) => {
      const company = await svc.ownCompany(db, user.id, body.client_id);
      if (!isExcelFile(body.user_file) || (body.name && !/\.xlsx$/i.test(body.name))) throw invalidField('user_file', 'customers:import_not_xlsx');
      const parsed = await parseCompanyPeople(body.user_file, t);
      const wholeFile = parsed.errors.some((e) => e.row <= 1);
      if (parsed.errors.length && (body.skip_invalid !== '1' || wholeFile || !parsed.people.length)) {
        const invalid = new Set(parsed.errors.map((e) => e.row)).size;
        const refusal = { field: 'user_file', errors: parsed.errors, invalid_rows: wholeFile ? 0 : invalid, valid_rows: wholeFile ? 0 : parsed.people.length };
        throw new ApiError(ERRCODE.validation, 'customers:import_rows_invalid', { field: 'user_file', rows: invalid, count: parsed.errors.length }, refusal);
      }
      await inTransaction(db, async (trx) => {
        for (let i = 0; i < parsed.people.length; i += 1000) {
          await trx
            .insertInto('company_people')
            .values(parsed.people.slice(i, i + 1000).map((p) => ({ ...p, company_id: company.id })))
            .execute();
        }
      });
      const skipped = new Set(parsed.errors.map((e) => e.row)).size;
      return new Answer({ imported: parsed.people.length, skipped_rows: skipped }, ERRCODE.ok, 'customers:imported', { count: parsed.people.length });
    },
  }),

  customerRoute(calls.peopleToTask, {
    summary: "Pull a company's people into one of the caller's measuring tasks (those not in it yet); the task then names the company",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const result = await inTransaction(db, (trx) => peopleToTask(trx, user.id, body.client_id, body.task_id));
      return new Answer(result, ERRCODE.ok, 'customers:pulled', result);
    },
  }),
  customerRoute(calls.peopleFromTask, {
    summary: "Save a measuring task's people to a company (those it does not have yet, by name and department)",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const result = await inTransaction(db, (trx) => peopleFromTask(trx, user.id, body.client_id, body.task_id));
      return new Answer(result, ERRCODE.ok, 'customers:saved_back', result);
    },
  }),

  // ----- addresses -----
  ownRead(calls.addressList, "A customer's addresses (client_id, client_type 1 individual / 2 company), the default first", (db, ownerId, query) =>
    addresses.listAddresses(db, ownerId, query.client_type, query.client_id),
  ),
  customerRoute(calls.area, {
    summary: "China's regions: no parent_id gives the provinces, a parent_id its cities or districts (ids are division codes)",
    access: 'user',
    handler: async ({ body }) => regionsUnder(body.parent_id),
  }),
  ownWrite(calls.addAddress, 'Add an address (province, city and district are a real region path; is_default 1 replaces the old default)', 'customers:added', (db, ownerId, body) =>
    inTransaction(db, (trx) => addresses.addAddress(trx, ownerId, body)),
  ),
  ownWrite(calls.editAddress, 'Edit an address (id + the same fields)', 'customers:updated', (db, ownerId, body) => inTransaction(db, (trx) => addresses.editAddress(trx, ownerId, body.id, body))),
  ownWrite(calls.setDefaultAddress, "Make an address its customer's default (the old default is cleared)", 'customers:set', (db, ownerId, body) =>
    inTransaction(db, (trx) => addresses.setDefault(trx, ownerId, body.id, true)),
  ),
  ownWrite(calls.cancelDefaultAddress, 'Stop an address being the default', 'customers:set', (db, ownerId, body) => addresses.setDefault(db, ownerId, body.id, false)),
  ownWrite(calls.delAddress, 'Delete an address', 'customers:deleted', (db, ownerId, body) => addresses.deleteAddress(db, ownerId, body.id)),

  // ----- size export -----
  customerRoute(calls.editionType, {
    summary: 'The pattern editions a size export can be made for (id, edition_number, category)',
    access: 'user',
    handler: async ({ db, lang }) => {
      const rows = await db
        .selectFrom('cat_editions as e')
        .innerJoin('cat_categories as c', 'c.id', 'e.category_id')
        .select(['e.id', 'e.edition_number', 'c.name as category_name', 'c.name_en'])
        .orderBy('e.category_id')
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({ id: r.id, edition_number: r.edition_number, category: lang === 'en' && r.name_en ? r.name_en : r.category_name }));
    },
  }),
  customerRoute(calls.exportUserSize, {
    summary: "Export the sizes of the individual (client_type 1) or company (2) customers for one pattern edition, as .xlsx",
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ db, user, body, t, lang }): Promise<FileAnswer> => {
      return exportSizes(db, user.id, body.edition_id, body.client_type, t, lang);
    },
  }),
];
