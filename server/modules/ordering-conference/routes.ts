/**
 * Ordering conferences: a seller runs them; invited shop and company accounts order
 * from the samples; the sample tag page is public. See src/domain/ordering-conference/contract.
 */
import { calls } from '@/domain/ordering-conference/calls';
import { hasCart, USER_TYPE } from '@/domain/account/user-types';
import { CONFERENCE_STATUS } from '@/domain/ordering-conference/contract';
import { firstSizeOffChart } from '@/domain/ordering-conference/sample-sizes';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import { inTransaction } from '../../db/tx';
import { ApiError, ERRCODE, forbidden, invalidField } from '../../http/errors';
import { Answer, defineRoute, type EndpointRoute, type EndpointRouteDef } from '../../http/route';
import type { Contracted, Schemas } from '@/domain/shared/endpoint';
import type { SessionUser } from '../../http/session';
import { loadCatalogue } from '../catalogue/snapshot';
import { closeConference, closedAlready, conferenceDetail, listConferences, missing, ownConference } from './service';
import { conferenceOfTag } from './tag-key';
import './tables';

const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);

/** Conferences are run by sellers; shops and companies take part as buyers. */
function requireSeller(user: SessionUser) {
  if (user.user_type !== USER_TYPE.seller) throw forbidden();
}

async function openOwnConference(db: Parameters<typeof ownConference>[0], user: SessionUser, id: number, lock = false) {
  const c = await ownConference(db, user, id, lock);
  if (c.status !== CONFERENCE_STATUS.open) throw closedAlready();
  return c;
}

/**
 * A change the seller makes to its own open conference: the conference named in the body (by
 * `conference_id`, or `id` when editing one) is the caller's and still open before the handler runs
 * (which is why it takes no run of changes, handleRun: the check would not cover it).
 */
function hostRoute<S extends Schemas>(e: Contracted<S>, def: Omit<EndpointRouteDef<S, 'user'>, 'handleRun'>): EndpointRoute<S, 'user'> {
  const route = defineRoute(e, def);
  return {
    ...route,
    handler: async (ctx) => {
      requireSeller(ctx.user);
      const body = ctx.body as { conference_id?: number; id?: number };
      const id = body.conference_id ?? body.id;
      if (id !== undefined) await openOwnConference(ctx.db, ctx.user, id);
      return route.handler(ctx);
    },
  };
}

export const orderingConferenceRoutes = [
  defineRoute(calls.list, {
    summary: 'The conferences this account runs or is invited to, newest first (role owner or buyer; pieces ordered so far)',
    access: 'user',
    handler: ({ db, user, query }) => listConferences(db, user, query),
  }),
  hostRoute(calls.save, {
    summary: 'Create a conference (name, start_date, end_date), or with id rename or re-date an open one',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const { id, ...fields } = body;
      if (id) {
        await db.updateTable('conferences').set(fields).where('id', '=', id).execute();
        return ok({ id }, 'ordering_conference:saved');
      }
      const row = await db.insertInto('conferences').values({ owner_id: user.id, ...fields }).returning('id').executeTakeFirstOrThrow();
      return ok(row, 'ordering_conference:saved');
    },
  }),
  defineRoute(calls.detail, {
    summary: 'A conference: its samples, buyers and counts (a buyer sees only its own), and the orders it made once closed',
    access: 'user',
    handler: ({ db, user, query }) => conferenceDetail(db, user, query.id),
  }),
  hostRoute(calls.addSample, {
    summary: 'Add a catalogue product to the sample line with its price (yuan) and the sizes offered',
    access: 'user',
    handler: async ({ db, body }) => {
      const snapshot = await loadCatalogue(db);
      const product = snapshot.products.find((p) => p.product_code === body.product_no);
      if (!product) throw invalidField('product_no', 'ordering_conference:product_unknown');
      const off = firstSizeOffChart(snapshot, product.category_id, body.sizes);
      if (off >= 0) throw invalidField(`sizes.${off}`, 'ordering_conference:size_off_chart', { size: body.sizes[off] });
      const twice = await db.selectFrom('conference_samples').select('id').where('conference_id', '=', body.conference_id).where('product_no', '=', body.product_no).executeTakeFirst();
      if (twice) throw invalidField('product_no', 'ordering_conference:sample_twice');
      const row = await db
        .insertInto('conference_samples')
        .values({
          conference_id: body.conference_id,
          product_no: product.product_code,
          category_id: product.category_id,
          edition_id: product.edition_id,
          fabric_num: product.fabric_num,
          price_fen: yuanToFen(body.price)!,
          sizes: JSON.stringify(body.sizes),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(row, 'ordering_conference:sample_added');
    },
  }),
  hostRoute(calls.removeSample, {
    summary: 'Take a sample off an open conference, with the counts buyers gave it',
    access: 'user',
    handler: async ({ db, body }) => {
      const gone = await db.deleteFrom('conference_samples').where('id', '=', body.sample_id).where('conference_id', '=', body.conference_id).returning('id').executeTakeFirst();
      if (!gone) throw missing();
      return ok(gone, 'ordering_conference:sample_removed');
    },
  }),
  hostRoute(calls.invite, {
    summary: 'Invite a buyer by the phone it signs in with (a shop or company account)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const buyer = await db.selectFrom('users').select(['id', 'user_type']).where('mobilephone', '=', body.mobilephone).where('status_id', '=', 1).executeTakeFirst();
      if (!buyer || buyer.id === user.id || !hasCart(buyer.user_type) || buyer.user_type === USER_TYPE.seller) throw invalidField('mobilephone', 'ordering_conference:buyer_unknown');
      const added = await db.insertInto('conference_buyers').values({ conference_id: body.conference_id, buyer_id: buyer.id }).onConflict((oc) => oc.doNothing()).returning('buyer_id').executeTakeFirst();
      if (!added) throw invalidField('mobilephone', 'ordering_conference:buyer_twice');
      return ok({ id: buyer.id }, 'ordering_conference:invited');
    },
  }),
  hostRoute(calls.uninvite, {
    summary: "Withdraw a buyer's invitation, with its counts",
    access: 'user',
    handler: async ({ db, body }) => {
      return inTransaction(db, async (trx) => {
        const gone = await trx.deleteFrom('conference_buyers').where('conference_id', '=', body.conference_id).where('buyer_id', '=', body.buyer_id).returning('buyer_id').executeTakeFirst();
        if (!gone) throw missing();
        const samples = trx.selectFrom('conference_samples').select('id').where('conference_id', '=', body.conference_id);
        await trx.deleteFrom('conference_lines').where('buyer_id', '=', body.buyer_id).where('sample_id', 'in', samples).execute();
        return ok({ id: body.buyer_id }, 'ordering_conference:uninvited');
      });
    },
  }),
  defineRoute(calls.tag, {
    summary: "A sample's tag (public): the product, its fabric and the offer of the conference its printed key (tag) names, while open; a signed-in invited buyer also gets its counts",
    // The tag's QR code is scanned by anyone at the event: an anonymous token is enough.
    access: 'token',
    // A key that names no conference of this product (forged, or for another product).
    refusals: [ERRCODE.notFound],
    handler: async ({ db, session, query }) => {
      const snapshot = await loadCatalogue(db);
      const product = snapshot.products.find((p) => p.product_code === query.product_no);
      const conferenceId = conferenceOfTag(query.tag, query.product_no);
      if (conferenceId === null) throw new ApiError(ERRCODE.notFound, 'ordering_conference:tag_unknown');
      const offers = await db
        .selectFrom('conference_samples as s')
        .innerJoin('conferences as c', 'c.id', 's.conference_id')
        .select(['s.id as sample_id', 's.conference_id', 'c.name as conference_name', 's.price_fen', 's.sizes', 'c.owner_id'])
        .select((eb) => eb.fn<string>('to_char', ['c.end_date', eb.val('YYYY-MM-DD')]).as('end_date'))
        .where('s.product_no', '=', query.product_no)
        .where('s.conference_id', '=', conferenceId)
        .where('c.status', '=', CONFERENCE_STATUS.open)
        .execute();
      // A tag exists for a sample: a product its conference no longer offers, or a closed one, has none to show.
      if (!product || offers.length === 0) throw new ApiError(ERRCODE.notFound, 'ordering_conference:tag_unknown');
      const viewer = session.user?.id ?? null;
      const invited = viewer
        ? new Set((await db.selectFrom('conference_buyers').select('conference_id').where('buyer_id', '=', viewer).where('conference_id', 'in', offers.map((o) => o.conference_id)).execute()).map((r) => r.conference_id))
        : new Set<number>();
      const mine = viewer && invited.size ? await db.selectFrom('conference_lines').select(['sample_id', 'size', 'quantity']).where('buyer_id', '=', viewer).where('sample_id', 'in', offers.map((o) => o.sample_id)).execute() : [];
      const category = snapshot.categories.find((c) => c.id === product.category_id);
      const fabric = snapshot.fabrics.find((f) => f.fabric_num === product.fabric_num);
      return {
        product_no: product.product_code,
        category_id: product.category_id,
        category_name: category?.name ?? '',
        category_name_en: category?.name_en ?? '',
        edition_number: snapshot.editions.find((e) => e.id === product.edition_id)?.edition_number ?? '',
        fabric_num: product.fabric_num,
        fabric_name: fabric?.name ?? '',
        fabric_name_en: fabric?.name_en ?? '',
        composition: fabric?.composition ?? '',
        composition_en: fabric?.composition_en ?? '',
        colour_hex: fabric?.colour_hex ?? '',
        texture: fabric?.texture ?? null,
        offers: offers.map((o) => ({
          conference_id: o.conference_id,
          conference_name: o.conference_name,
          end_date: o.end_date,
          sample_id: o.sample_id,
          price: fenToYuan(Number(o.price_fen)),
          sizes: o.sizes,
          mine: invited.has(o.conference_id) ? mine.filter((m) => m.sample_id === o.sample_id).map((m) => ({ size: m.size, quantity: m.quantity })) : null,
        })),
      };
    },
  }),
  defineRoute(calls.order, {
    summary: "An invited buyer's counts for one sample, per size (replacing its earlier counts for that sample; 0 takes a size out)",
    access: 'user',
    handler: async ({ db, user, body }) => {
      return inTransaction(db, async (trx) => {
        const sample = await trx
          .selectFrom('conference_samples as s')
          .innerJoin('conferences as c', 'c.id', 's.conference_id')
          .innerJoin('conference_buyers as b', (j) => j.onRef('b.conference_id', '=', 'c.id').on('b.buyer_id', '=', user.id))
          .select(['s.id', 's.sizes', 'c.status'])
          .where('s.id', '=', body.sample_id)
          // The conference row is locked, so closing waits for a count being written, and after it none is.
          .forUpdate('c')
          .executeTakeFirst();
        if (!sample) throw missing();
        if (sample.status !== CONFERENCE_STATUS.open) throw closedAlready();
        const bad = body.lines.findIndex((l) => !sample.sizes.includes(l.size));
        if (bad >= 0) throw invalidField(`lines.${bad}.size`, 'ordering_conference:size_unknown', { size: body.lines[bad]!.size });
        await trx.deleteFrom('conference_lines').where('sample_id', '=', sample.id).where('buyer_id', '=', user.id).execute();
        const kept = body.lines.filter((l) => l.quantity > 0);
        if (kept.length) await trx.insertInto('conference_lines').values(kept.map((l) => ({ sample_id: sample.id, buyer_id: user.id, size: l.size, quantity: l.quantity }))).execute();
        return ok({ sample_id: sample.id, pieces: kept.reduce((n, l) => n + l.quantity, 0) }, 'ordering_conference:ordered');
      });
    },
  }),
  defineRoute(calls.close, {
    summary: "Close an open conference: each buyer's counts become bulk orders in that buyer's cart, once",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      requireSeller(user);
      const snapshot = await loadCatalogue(db);
      return inTransaction(db, async (trx) => {
        await openOwnConference(trx, user, body.id, true);
        const orders = await closeConference(trx, snapshot, body.id);
        return ok({ id: body.id, orders }, 'ordering_conference:closed_done');
      });
    },
  }),
];

