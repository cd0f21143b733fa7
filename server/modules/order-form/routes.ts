/**
 * The public order form (spec 3 §2 "Order form page"): anyone with the seller's region
 * link may send one, so it is guarded by a captcha on every submission, a limit per address and a
 * small body; the seller then lists the requests, corrects the order's data, and accepts one into
 * a cart order (priced by the shared rule) or declines it with a reason.
 */
import { calls } from '@/domain/order-form/calls';
import { sql } from 'kysely';
import { REQUEST_STATUS } from '@/domain/order-form/contract';
import { formBodyItems } from '@/domain/order-form/body-items';
import { checkFormGoods, requestToOrder } from '@/domain/order-form/to-order';
import { inTransaction } from '../../db/tx';
import { spendCaptcha } from '../../http/captcha';
import { ApiError, ERRCODE, forbidden, invalidField } from '../../http/errors';
import { minutesUntilAllowed, recordRateEvent, type RateRule } from '../../http/rate-limit';
import { Answer, defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { loadCatalogue } from '../catalogue/snapshot';
import { createCartOrder } from '../order-store/create';
import '../order-store/tables';
import './tables';

/** Submissions per address: a busy shop sends a few an hour; a script sending hundreds is stopped. */
const SUBMISSIONS: RateRule = { bucket: 'order_form_submit', max: 20, windowMs: 60 * 60_000 };
const FORM_BODY_LIMIT = 32 * 1024;

const missing = () => new ApiError(ERRCODE.notFound, 'order_form:not_found');

/** Requests reach the sellers who place orders (the module of deep customization, whose kind of order they become). */
function requireSeller(user: SessionUser) {
  if (!user.modules.includes('deep_custom')) throw forbidden();
}

async function sellerOf(db: Parameters<typeof loadCatalogue>[0], regionCode: string) {
  const seller = await db.selectFrom('users').select(['id', 'shop_name', 'username']).where('region_code', '=', regionCode).where('status_id', '=', 1).executeTakeFirst();
  if (!seller) throw new ApiError(ERRCODE.notFound, 'order_form:region_unknown');
  return seller;
}

export const orderFormRoutes = [
  defineRoute(calls.info, {
    summary: "The public form of a seller's region: the shop's name, and the categories with their editions and the body items asked (the first 7 and every required one, with their net ranges)",
    // Open to a visitor who has not signed in: the anonymous token the page holds is enough.
    access: 'token',
    // A region no seller holds.
    refusals: [ERRCODE.notFound],
    handler: async ({ db, query }) => {
      const seller = await sellerOf(db, query.region_code);
      const snapshot = await loadCatalogue(db);
      return {
        shop_name: seller.shop_name || seller.username,
        categories: [...snapshot.categories]
          .sort((a, b) => a.sort - b.sort)
          .map((c) => ({
            id: c.id,
            name: c.name,
            name_en: c.name_en,
            editions: snapshot.editions.filter((e) => e.category_id === c.id).map((e) => ({ id: e.id, edition_number: e.edition_number })),
            body_items: formBodyItems(snapshot, c.id),
          })),
      };
    },
  }),
  defineRoute(calls.submit, {
    summary: 'Send an order form to the seller of region_code (captcha_code from index/getcaptcha on every submission; at most 20 an hour per address)',
    access: 'token',
    // A region no seller holds.
    refusals: [ERRCODE.notFound],
    bodyLimit: FORM_BODY_LIMIT,
    limited: true,
    handler: async ({ db, session, body, ip }) => {
      const minutes = await minutesUntilAllowed(db, SUBMISSIONS, ip);
      if (minutes > 0) throw new ApiError(ERRCODE.rateLimited, 'order_form:too_many', { count: minutes });
      if (!(await spendCaptcha(db, session.tokenId, body.captcha_code))) throw invalidField('captcha_code', 'order_form:captcha_wrong');
      const seller = await sellerOf(db, body.region_code);
      const bad = checkFormGoods(await loadCatalogue(db), body.form);
      if (bad) throw invalidField(`form.${bad.field}`, bad.key, bad.params ?? {});
      await recordRateEvent(db, SUBMISSIONS, ip);
      const row = await db.insertInto('order_requests').values({ seller_id: seller.id, form: JSON.stringify(body.form) }).returning('id').executeTakeFirstOrThrow();
      return new Answer(row, ERRCODE.ok, 'order_form:submitted');
    },
  }),
  defineRoute(calls.requests, {
    summary: "The seller's order form requests (status 0 all, 1 pending, 2 accepted, 3 declined), newest first",
    access: 'user',
    handler: async ({ db, user, query }) => {
      requireSeller(user);
      let base = db.selectFrom('order_requests as r').where('r.seller_id', '=', user.id);
      if (query.status) base = base.where('r.status', '=', query.status);
      const { count } = await base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('orders as o', 'o.id', 'r.order_id')
        .select(['r.id', 'r.status', 'r.form', 'r.decline_reason', 'r.order_id', 'o.order_num', 'r.created_at'])
        .orderBy('r.id', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute();
      return { count: Number(count), list: rows.map((r) => ({ id: r.id, status: r.status, form: r.form as Record<string, unknown>, decline_reason: r.decline_reason, order_id: r.order_id, order_num: r.order_num ?? null, create_time: r.created_at.toISOString() })) };
    },
  }),
  defineRoute(calls.editRequest, {
    summary: "Correct a pending request's order data (fabric source and number, company, delivery date, remark)",
    access: 'user',
    handler: async ({ db, user, body }) => {
      requireSeller(user);
      const { id, ...patch } = body;
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('order_requests').select(['form', 'status']).where('id', '=', id).where('seller_id', '=', user.id).forUpdate().executeTakeFirst();
        if (!row) throw missing();
        if (row.status !== REQUEST_STATUS.pending) throw new ApiError(ERRCODE.conflict, 'order_form:not_pending');
        await trx.updateTable('order_requests').set({ form: JSON.stringify({ ...row.form, ...patch }), updated_at: new Date() }).where('id', '=', id).execute();
        return new Answer({ id }, ERRCODE.ok, 'order_form:updated');
      });
    },
  }),
  defineRoute(calls.accept, {
    summary: 'Turn a pending request into a cart order of the seller (priced on the server), once',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => {
      requireSeller(user);
      const snapshot = await loadCatalogue(db);
      return inTransaction(db, async (trx) => {
        // Locked, so two clicks (or two sellers' tabs) make one order.
        const row = await trx.selectFrom('order_requests').select(['form', 'status']).where('id', '=', body.id).where('seller_id', '=', user.id).forUpdate().executeTakeFirst();
        if (!row) throw missing();
        if (row.status !== REQUEST_STATUS.pending) throw new ApiError(ERRCODE.conflict, 'order_form:not_pending');
        const prepared = requestToOrder(snapshot, row.form);
        if (!prepared.ok) throw invalidField(prepared.problem.field, 'order_form:refused', { reason: t(prepared.problem.key, prepared.problem.params ?? {}) });
        const order = await createCartOrder(trx, user, prepared.input);
        await trx.updateTable('order_requests').set({ status: REQUEST_STATUS.accepted, order_id: order.id, updated_at: new Date() }).where('id', '=', body.id).execute();
        return new Answer({ id: body.id, order_id: order.id, order_num: order.order_num }, ERRCODE.ok, 'order_form:accepted');
      });
    },
  }),
  defineRoute(calls.decline, {
    summary: 'Decline a pending request with a reason',
    access: 'user',
    handler: async ({ db, user, body }) => {
      requireSeller(user);
      const done = await db
        .updateTable('order_requests')
        .set({ status: REQUEST_STATUS.declined, decline_reason: body.reason, updated_at: new Date() })
        .where('id', '=', body.id)
        .where('seller_id', '=', user.id)
        .where('status', '=', REQUEST_STATUS.pending)
        .returning('id')
        .executeTakeFirst();
      if (!done) {
        const exists = await db.selectFrom('order_requests').select('id').where('id', '=', body.id).where('seller_id', '=', user.id).executeTakeFirst();
        throw exists ? new ApiError(ERRCODE.conflict, 'order_form:not_pending') : missing();
      }
      return new Answer(done, ERRCODE.ok, 'order_form:declined');
    },
  }),
];
