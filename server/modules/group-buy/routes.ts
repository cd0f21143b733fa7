/**
 * Group purchase (spec 2 §7 "Group purchase") under /group_buy: the products and styles
 * a group order picks from, a new style for a changed row, and the five stages. Held by the
 * accounts whose role has the group_buy module; a group order is its owner's only.
 */
import { calls } from '@/domain/group-buy/calls';
import { sql } from 'kysely';
import { listPriceFen } from '@/domain/bulk-goods/rules';
import { fenToYuan } from '@/domain/shared/money';
import { inTransaction } from '../../db/tx';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { moduleRoute } from '../../http/module-route';
import { paginate } from '../../http/paging';
import { Answer } from '../../http/route';
import { loadIndexed } from '../catalogue/service';
import { loadCatalogue } from '../catalogue/snapshot';
import { checkGarment, codeCheck, insertStyles, styleDefinition, takenRace, upper } from '../product-codes/service';
import { assignMeasurers, confirmSizes, groupOfOrder, groupOrder, placeGroupOrder, review, saveEntry, saveOverrides, submitEntry, taskPeople } from './service';
import './tables';

const route = moduleRoute('group_buy');
const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);

export const groupBuyRoutes = [
  route(calls.products, {
    summary: 'The products a group order picks from: the seller’s own codes and the catalogue’s, one entry per product and category, with the price per piece',
    access: 'user',
    handler: async ({ db, user }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const own = await db.selectFrom('custom_products').select(['product_code', 'goods']).where('owner_id', '=', user.id).orderBy('created_at', 'desc').limit(200).execute();
      const entries = [
        ...own.flatMap((p) => p.goods.map((g) => ({ product_code: p.product_code, own: true, ...g }))),
        ...snapshot.products.map((p) => ({ ...p, own: false, style_number: '' })),
      ];
      return {
        list: entries.map((e) => ({
          product_code: e.product_code,
          own: e.own,
          category_id: e.category_id,
          category_name: idx.category.get(e.category_id)?.name ?? '',
          style_number: e.style_number,
          edition_number: idx.edition.get(e.edition_id)?.edition_number ?? '',
          fabric_num: e.fabric_num,
          tech_ids: e.tech_ids,
          price: fenToYuan(listPriceFen(snapshot, { category_id: e.category_id, process_id: e.process_id, tech_ids: e.tech_ids }) ?? 0),
        })),
      };
    },
  }),

  route(calls.styleSearch, {
    summary: 'Style numbers of a category containing style_number: the catalogue’s and the seller’s own',
    access: 'user',
    handler: async ({ db, user, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const k = upper(query.style_number);
      const own = await db
        .selectFrom('custom_styles')
        .selectAll()
        .where('owner_id', '=', user.id)
        .where('category_id', '=', query.category_id)
        .where(sql`upper(style_number)`, 'like', `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        .limit(20)
        .execute();
      const edition = (id: number) => idx.edition.get(id)?.edition_number ?? '';
      return {
        list: [
          ...own.map((s) => ({ style_number: s.style_number, category_id: s.category_id, edition_number: edition(s.edition_id), tech_ids: s.tech_ids, own: true })),
          ...snapshot.styles
            .filter((s) => s.category_id === query.category_id && upper(s.style_number).includes(k))
            .slice(0, 20)
            .map((s) => ({ style_number: s.style_number, category_id: s.category_id, edition_number: edition(s.edition_id), tech_ids: s.tech_ids, own: false })),
        ],
      };
    },
  }),

  route(calls.styleTechs, {
    summary: 'The techniques (and pattern) of one style number of a category',
    access: 'user',
    handler: async ({ db, user, query }) => {
      const style = await styleDefinition(db, await loadCatalogue(db), user, query.category_id, query.style_number);
      if (!style) throw new ApiError(ERRCODE.notFound, 'group_buy:style_unknown', { style: query.style_number });
      return style;
    },
  }),

  route(calls.addNewStyle, {
    summary: 'Save a changed row’s garment as a new style number of the seller’s (style_number, category_id, edition_number, tech_ids)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const category = idx.category.get(body.category_id);
      if (!category) throw invalidField('category_id', 'large_goods:category_unknown');
      const fabric = snapshot.fabrics.find((f) => f.category_ids.length === 0 || f.category_ids.includes(category.id));
      // A style is a pattern and techniques; any fabric of the category stands in for the check.
      const { edition } = checkGarment(idx, snapshot, { category_id: body.category_id, edition_number: body.edition_number, fabric_num: fabric?.fabric_num ?? '', tech_info: body.tech_ids }, '', t);
      const taken = await codeCheck(db, snapshot, '', [body.style_number]);
      if (taken.styles_taken.length) throw invalidField('style_number', 'large_goods:style_taken');
      try {
        await inTransaction(db, (trx) => insertStyles(trx, user.id, [{ style_number: body.style_number, category_id: body.category_id, edition_id: edition.id, tech_ids: body.tech_ids }]));
      } catch (err) {
        takenRace(err, 'large_goods:style_taken', 'style_number');
      }
      return ok({ style_number: body.style_number, category_id: body.category_id, edition_number: edition.edition_number, tech_ids: body.tech_ids, own: true }, 'group_buy:style_added');
    },
  }),

  route(calls.list, {
    summary: 'The seller’s group orders, newest first; stage 0 for all',
    access: 'user',
    handler: async ({ db, user, query }) => {
      let base = db.selectFrom('group_orders').where('owner_id', '=', user.id);
      if (query.stage) base = base.where('stage', '=', query.stage);
      const { total, rows } = await paginate(base, query, (qb) => qb.select(['id', 'stage', 'company_name', 'contacts', 'goods', 'updated_at']).orderBy('id', 'desc'));
      return {
        count: total,
        list: rows.map((r) => ({ id: r.id, stage: r.stage, company_name: r.company_name, contacts: r.contacts, pieces: r.goods.reduce((s, g) => s + g.quantity, 0), update_time: r.updated_at.toISOString() })),
      };
    },
  }),

  route(calls.detail, {
    summary: 'One group order: its entry, prices by the shared rule, hand-set sizes and the timeline of its stages',
    access: 'user',
    handler: async ({ db, user, query }) => groupOrder(db, await loadCatalogue(db), user, query.id),
  }),

  route(calls.save, {
    summary: 'Save the entry stage (a new group order when id is null)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => ok(await saveEntry(db, await loadCatalogue(db), user, body, t), 'group_buy:saved'),
  }),

  route(calls.submit, {
    summary: 'Stage 1 → 2: the complete entry goes to finance review',
    access: 'user',
    handler: async ({ db, user, body, t }) => ok(await submitEntry(db, await loadCatalogue(db), user, body.id, t), 'group_buy:submitted'),
  }),

  route(calls.review, {
    summary: 'Stage 2 → 3 (pass) or back to 1 with a reason; a login passes no order it entered, unless the owner sets override (recorded in the timeline)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const result = await review(db, user, body);
      return ok(result, 'overridden' in result && result.overridden ? 'group_buy:passed_override' : body.pass ? 'group_buy:passed' : 'group_buy:returned');
    },
  }),

  route(calls.assign, {
    summary: 'Stage 3 → 4: a measuring task of the order’s garments for the chosen measurers (and the company’s people)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => ok(await assignMeasurers(db, await loadCatalogue(db), user, body), 'group_buy:assigned'),
  }),

  route(calls.people, {
    summary: 'The people of the order’s measuring task with their measurements (stage 4)',
    access: 'user',
    handler: async ({ db, user, query }) => ({ list: await taskPeople(db, user, query.id) }),
  }),

  route(calls.sizes, {
    summary: 'Stage 4: sizes set by hand (an empty size takes one back)',
    access: 'user',
    handler: async ({ db, user, body }) => ok(await saveOverrides(db, await loadCatalogue(db), user, body.id, body.overrides), 'group_buy:sizes_saved'),
  }),

  route(calls.confirmSizes, {
    summary: 'Stage 4 → 5: every person has a size for every garment',
    access: 'user',
    handler: async ({ db, user, body }) => ok(await confirmSizes(db, await loadCatalogue(db), user, body.id), 'group_buy:sizes_confirmed'),
  }),

  route(calls.reportError, {
    summary: 'A failed group call as the screen met it: written to the server log with its label (spec 2 §7)',
    access: 'user',
    handler: async ({ req, user, body }) => {
      // The label and kind say what failed; the message is the screen's words, never a token.
      req.log.warn({ client_error: body.label, kind: body.kind, at: body.at, user_id: user.id, message: body.message }, 'group purchase call failed on the screen');
      return null;
    },
  }),

  route(calls.byOrder, {
    summary: 'The group order a cart order was placed from (its id, measuring task and stage timeline), or null',
    access: 'user',
    handler: async ({ db, user, query }) => groupOfOrder(db, user, query.order_id),
  }),

  route(calls.addOrder, {
    summary: 'Stage 5 → cart: the group order as a cart order of order type 3 with its people and sizes',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => ok(await placeGroupOrder(db, await loadCatalogue(db), user, body.id), 'group_buy:added_to_cart'),
  }),
];
