/**
 * Staff accounts (spec 3 §2, §3, §5, §7). A staff member is a login of its own
 * (user_type 7) that works for its owner, the seller or shop that made it (users.parent_id): the
 * session resolves it to the owner's business with the modules the owner granted
 * (server/http/session.ts), so the other modules need not know staff exist. Disabling or deleting
 * it ends its sessions at once; a deleted one keeps its row, so the orders it placed still name it.
 */
import type { z } from 'zod';
import { grantableModules, USER_TYPE } from '@/domain/account/user-types';
import { SUB_ACCOUNT_STATUS } from '@/domain/account/sub-accounts';
import { STAFF_STATUS, type StaffInput, type Staff } from '@/domain/staff/contract';
import { calls } from '@/domain/staff/calls';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { hashSecret } from '../../http/crypto';
import { ERRCODE, invalidField } from '../../http/errors';
import { moduleRoute } from '../../http/module-route';
import { paginate } from '../../http/paging';
import { Answer } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { endSessions, ownSubAccount, phoneTaken, setStatus, subAccountsOf } from '../sub-accounts/service';

const { addStaff, deleteStaff, disableStaff, enableStaff, listStaff, modifyStaff } = calls;

const staffRoute = moduleRoute('staff_mgmt');
const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);
const ownStaff = (trx: Db, owner: SessionUser, id: number) => ownSubAccount(trx, owner, USER_TYPE.staff, id, 'staff:not_found');

type StaffValues = z.output<typeof StaffInput>;

/** The owner may grant only its own modules, never those that make accounts (grantableModules). */
function checkGrant(owner: SessionUser, modules: readonly string[]) {
  const grantable = grantableModules(owner.user_type);
  modules.forEach((m, i) => {
    if (!(grantable as readonly string[]).includes(m)) throw invalidField(`modules.${i}`, 'staff:module_not_grantable', { code: m });
  });
}

async function checkUnique(trx: Db, owner: SessionUser, v: StaffValues, exceptId?: number) {
  if (await phoneTaken(trx, v.mobilephone, exceptId)) throw invalidField('mobilephone', 'staff:mobile_taken');
  let q = subAccountsOf(trx, owner, USER_TYPE.staff).select('id').where('employee_number', '=', v.employee_number);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw invalidField('employee_number', 'staff:number_taken');
}

/** Two saves racing for one phone or job number: the unique index decides, the loser hears which. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code !== '23505') throw err;
    const byNumber = e.constraint === 'users_staff_number' || String(e.message).includes('users_staff_number');
    throw byNumber ? invalidField('employee_number', 'staff:number_taken') : invalidField('mobilephone', 'staff:mobile_taken');
  }
}

const toStaff = (r: { id: number; username: string; employee_number: string; mobilephone: string; status_id: number; granted_modules: string[] | null; created_at: Date; updated_at: Date }): Staff => ({
  id: r.id,
  username: r.username,
  employee_number: r.employee_number,
  mobilephone: r.mobilephone,
  status_id: r.status_id,
  modules: r.granted_modules ?? [],
  create_time: r.created_at.toISOString(),
  update_time: r.updated_at.toISOString(),
});

export const staffRoutes = [
  staffRoute(listStaff, {
    summary: "The owner's staff accounts (keyword: an exact job number or username), newest first, with the modules the owner may grant",
    access: 'user',
    handler: async ({ db, user, query }) => {
      let base = subAccountsOf(db, user, USER_TYPE.staff);
      if (query.keyword) base = base.where((eb) => eb.or([eb('employee_number', '=', query.keyword), eb('username', '=', query.keyword)]));
      const { total, rows } = await paginate(base, query, (qb) =>
        qb.select(['id', 'username', 'employee_number', 'mobilephone', 'status_id', 'granted_modules', 'created_at', 'updated_at']).orderBy('id', 'desc'),
      );
      return { count: total, list: rows.map(toStaff), grantable: [...grantableModules(user.user_type)] };
    },
  }),
  staffRoute(addStaff, {
    summary: 'Create a staff login with its job number, phone, password and the modules it may use',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      if (!body.password) throw invalidField('password', 'staff:password_required');
      checkGrant(user, body.modules);
      const passwordHash = await hashSecret(body.password);
      return inTransaction(db, async (trx) => {
        await checkUnique(trx, user, body);
        const row = await unique(() =>
          trx
            .insertInto('users')
            .values({
              mobilephone: body.mobilephone,
              username: body.username,
              truename: body.username,
              employee_number: body.employee_number,
              user_type: USER_TYPE.staff,
              role_id: USER_TYPE.staff,
              parent_id: user.id,
              password_hash: passwordHash,
              pay_password_hash: null,
              pay_locked_until: null,
              status_id: body.status_id,
              granted_modules: JSON.stringify(body.modules),
              module_codes: JSON.stringify(body.modules),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        return ok(row, 'staff:added');
      });
    },
  }),
  staffRoute(modifyStaff, {
    summary: 'Change a staff login: details, modules, status, and a new password (empty keeps it; a new one signs it out)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      checkGrant(user, body.modules);
      const passwordHash = body.password ? await hashSecret(body.password) : null;
      return inTransaction(db, async (trx) => {
        const staff = await ownStaff(trx, user, body.user_id);
        await checkUnique(trx, user, body, staff.id);
        const home = await trx.selectFrom('users').select('module_codes').where('id', '=', staff.id).executeTakeFirstOrThrow();
        // The staff member's own home order survives, less what it lost and plus what it gained.
        const kept = (home.module_codes as string[]).filter((m) => body.modules.includes(m as never));
        const order = [...kept, ...body.modules.filter((m) => !kept.includes(m))];
        await unique(() =>
          trx
            .updateTable('users')
            .set({
              mobilephone: body.mobilephone,
              username: body.username,
              truename: body.username,
              employee_number: body.employee_number,
              status_id: body.status_id,
              granted_modules: JSON.stringify(body.modules),
              module_codes: JSON.stringify(order),
              ...(passwordHash ? { password_hash: passwordHash } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', staff.id)
            .execute(),
        );
        if (passwordHash || body.status_id !== STAFF_STATUS.enabled) await endSessions(trx, staff.id);
        return ok({ id: staff.id }, 'staff:edited');
      });
    },
  }),
  ...([
    ['enable', enableStaff, STAFF_STATUS.enabled, 'staff:enabled'],
    ['disable', disableStaff, STAFF_STATUS.disabled, 'staff:disabled'],
    ['del', deleteStaff, SUB_ACCOUNT_STATUS.deleted, 'staff:deleted'],
  ] as const).map(([action, call, status, messageKey]) =>
    staffRoute(call, {
      summary:
        action === 'del'
          ? 'Delete a staff login: its sessions end, its row stays so the orders it placed still name it'
          : `${action === 'enable' ? 'Enable' : 'Disable'} a staff login's sign-in (disabling ends its sessions at once)`,
      access: 'user',
      handler: async ({ db, user, body }) =>
        inTransaction(db, async (trx) => {
          const staff = await ownStaff(trx, user, body.user_id);
          await setStatus(trx, staff.id, status);
          return ok({ id: staff.id }, messageKey);
        }),
    }),
  ),
];
