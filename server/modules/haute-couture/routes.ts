/**
 * Haute couture (spec 3 §2, §3): a business's bespoke measuring tasks. A task belongs to the
 * business of the account that saved it first (its parent account, else itself), which alone
 * corrects or deletes it; another business's task answers 404. A measurer is an account of its
 * own, so what it measures for a seller's client belongs to the measurer: the seller reads it, not
 * changes it, when the measurer works on the seller's measuring tasks and no other business's, and
 * the task names the measurer. A save is the whole task by its uid (an upsert), so a save replayed
 * from a tablet's outbox changes nothing twice.
 */
import { calls } from '@/domain/haute-couture/calls';
import { sql, type ExpressionBuilder } from 'kysely';
import { type CoutureTask, type CoutureTaskValues } from '@/domain/haute-couture/contract';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { USER_TYPE } from '@/domain/account/user-types';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { containsPattern, paginate } from '../../http/paging';
import { Answer } from '../../http/route';
import { moduleRoute } from '../../http/module-route';
import type { SessionUser } from '../../http/session';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { loadCatalogue } from '../catalogue/snapshot';
import './tables';

const businessOf = (user: SessionUser) => user.parent_id ?? user.id;
const missing = () => new ApiError(ERRCODE.notFound, 'haute_couture:not_found');

/** Every call needs the module; the measurer holds it as well as the seller. */
const coutureRoute = moduleRoute('haute_couture');

const COLUMNS = [
  't.id',
  't.uid',
  't.cust_name',
  't.gender_id',
  't.company',
  't.phone',
  't.store',
  't.remark',
  't.clear_dimension',
  't.special_items',
  't.size_alterations',
  't.created_at',
  't.updated_at',
] as const;

/**
 * The measurers who measure for this business alone (on its measuring tasks, and on no other
 * business's), with when the business first put each on one of its tasks: their haute couture
 * tasks taken since are its to read. A haute-couture task does not say whose client it was taken
 * for, so a measurer who works for several businesses keeps its tasks to itself rather than show
 * one business's clients to another; and putting a measurer on a task is the business's act alone,
 * so it opens none of the clients the measurer had taken before.
 */
const measurersOf = (db: Db, business: number) =>
  db
    .selectFrom('measuring_task_measurers as m')
    .innerJoin('measuring_tasks as mt', 'mt.id', 'm.task_id')
    .select(['m.user_id', (eb) => eb.fn.min('m.assigned_at').as('since')])
    .groupBy('m.user_id')
    .having((eb) => eb.fn('bool_and', [eb('mt.owner_id', '=', business)]), '=', true);

/** Every task the caller may read: its business's, and those its measurers took since they work for it. */
function readableBy(db: Db, user: SessionUser) {
  const business = businessOf(user);
  return readable(db).where((eb) =>
    eb.or([
      eb('t.owner_id', '=', business),
      eb.exists(
        eb
          .selectFrom(measurersOf(db, business).as('ms'))
          .select('ms.user_id')
          .whereRef('ms.user_id', '=', 't.owner_id')
          .whereRef('t.created_at', '>=', 'ms.since'),
      ),
    ]),
  );
}

/** The tasks, with whoever saved each last (u) and the account each belongs to (o). */
function readable(db: Db) {
  return db.selectFrom('couture_tasks as t').innerJoin('users as u', 'u.id', 't.updated_by').innerJoin('users as o', 'o.id', 't.owner_id');
}

const accountName = (alias: 'u' | 'o') => sql<string>`coalesce(nullif(${sql.ref(`${alias}.truename`)}, ''), ${sql.ref(`${alias}.username`)})`;

function withColumns(qb: ReturnType<typeof readable>, user: SessionUser) {
  return qb
    .select(COLUMNS)
    .select([
      sql<string>`coalesce(to_char(t.delivery_date, 'YYYY-MM-DD'), '')`.as('delivery_date'),
      accountName('u').as('updated_by'),
      // A task a measurer took names the measurer, whether or not its form's field was filled.
      sql<string>`case when t.measurer <> '' then t.measurer when o.user_type = ${USER_TYPE.measurer} then ${accountName('o')} else '' end`.as('measurer'),
      sql<boolean>`t.owner_id = ${businessOf(user)}`.as('editable'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toTask = (r: Row): CoutureTask => ({
  id: r.id,
  uid: r.uid,
  cust_name: r.cust_name,
  gender_id: r.gender_id,
  company: r.company,
  phone: r.phone,
  delivery_date: r.delivery_date,
  store: r.store,
  measurer: r.measurer,
  remark: r.remark,
  clear_dimension: r.clear_dimension,
  special_items: r.special_items,
  size_alterations: r.size_alterations,
  updated_by: r.updated_by,
  editable: r.editable,
  create_time: r.created_at.toISOString(),
  update_time: r.updated_at.toISOString(),
});

/** The garments named must exist: the category, its pattern (edition) and its body items. */
function checkAlterations(snapshot: CatalogueSnapshot, task: CoutureTaskValues) {
  for (const [i, a] of task.size_alterations.entries()) {
    if (!snapshot.categories.some((c) => c.id === a.category_id)) throw invalidField(`size_alterations.${i}.category_id`, 'haute_couture:category_unknown');
    if (!snapshot.editions.some((e) => e.id === a.modeling_id && e.category_id === a.category_id)) throw invalidField(`size_alterations.${i}.modeling_id`, 'haute_couture:modeling_required');
    const items = new Set(snapshot.category_items.filter((c) => c.category_id === a.category_id).map((c) => c.item_id));
    const k = a.body_items.findIndex((b) => !items.has(b.body_item_id));
    if (k >= 0) throw invalidField(`size_alterations.${i}.body_items.${k}.body_item_id`, 'haute_couture:body_item_unknown');
  }
}

const keywordMatch = (keyword: string) => (eb: ExpressionBuilder<Database & { t: Database['couture_tasks'] }, 't'>) => {
  const p = containsPattern(keyword);
  return eb.or([eb('t.cust_name', 'ilike', p), eb('t.company', 'ilike', p), eb('t.phone', 'ilike', p), eb('t.measurer', 'ilike', p), eb('t.store', 'ilike', p)]);
};

export const hauteCoutureRoutes = [
  coutureRoute(calls.listTasks, {
    summary: "The business's haute-couture tasks and, read-only, those of its measurers, newest change first (keyword matches name, company, phone, measurer or store)",
    access: 'user',
    handler: async ({ db, user, query }) => {
      let base = readableBy(db, user);
      if (query.keyword) base = base.where(keywordMatch(query.keyword));
      const { total, rows } = await paginate(base, query, (qb) => withColumns(qb, user).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc'));
      return { count: total, list: rows.map(toTask) };
    },
  }),
  coutureRoute(calls.taskDetail, {
    summary: 'One task by id (the read-only detail of spec 3 §2)',
    access: 'user',
    handler: async ({ db, user, query }) => {
      const row = await withColumns(readableBy(db, user).where('t.id', '=', query.id), user).executeTakeFirst();
      if (!row) throw missing();
      return toTask(row);
    },
  }),
  coutureRoute(calls.saveTask, {
    summary: 'Create or replace a task by its uid (the whole task; a replay of the same save changes nothing more)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      checkAlterations(await loadCatalogue(db), body);
      const values = {
        cust_name: body.cust_name,
        gender_id: body.gender_id,
        company: body.company,
        phone: body.phone,
        delivery_date: body.delivery_date || null,
        store: body.store,
        measurer: body.measurer,
        remark: body.remark,
        clear_dimension: JSON.stringify(body.clear_dimension),
        special_items: JSON.stringify(body.special_items),
        size_alterations: JSON.stringify(body.size_alterations),
        updated_by: user.login_id,
      };
      const owner = businessOf(user);
      const row = await db
        .insertInto('couture_tasks')
        .values({ uid: body.uid, owner_id: owner, ...values })
        .onConflict((oc) =>
          oc
            .column('uid')
            .doUpdateSet({ ...values, updated_at: new Date() })
            // Another business's uid is not overwritten: the update is skipped and nothing returns.
            .where('couture_tasks.owner_id', '=', owner),
        )
        .returning(['id', 'uid'])
        .executeTakeFirst();
      if (!row) throw missing();
      return new Answer(row, ERRCODE.ok, 'haute_couture:saved');
    },
  }),
  coutureRoute(calls.deleteTask, {
    summary: "Delete a task by its uid (deleting one already gone, or another business's, answers success: a replay)",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      // A task the caller reads but may not change (its measurer's) is refused as on save; any
      // other business's uid is answered as an unknown one (already gone), so that the answer
      // tells nothing of another business's tasks.
      const readOnly = await readableBy(db, user).select('t.id').where('t.uid', '=', body.uid).where('t.owner_id', '!=', businessOf(user)).executeTakeFirst();
      if (readOnly) throw missing();
      await db.deleteFrom('couture_tasks').where('uid', '=', body.uid).where('owner_id', '=', businessOf(user)).execute();
      return new Answer(body, ERRCODE.ok, 'haute_couture:deleted');
    },
  }),
];
