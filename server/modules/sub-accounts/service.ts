/**
 * What shops and staff share as accounts a business makes under itself (users.parent_id): the
 * owner's live ones of a kind, a phone that no other login holds, a login's status, and ending a
 * login's sessions at once when it is locked, disabled, deleted or given a new password.
 */
import { SUB_ACCOUNT_STATUS } from '@/domain/account/sub-accounts';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/** The owner's sub-accounts of one kind, deleted ones left out. */
export const subAccountsOf = (db: Db, owner: SessionUser, userType: number) =>
  db.selectFrom('users').where('parent_id', '=', owner.id).where('user_type', '=', userType).where('status_id', '!=', SUB_ACCOUNT_STATUS.deleted);

/** One of the owner's sub-accounts, locked for update; another owner's is missing, as a missing one is. */
export async function ownSubAccount(trx: Db, owner: SessionUser, userType: number, id: number, missingKey: string) {
  const row = await subAccountsOf(trx, owner, userType).select(['id', 'money_fen', 'status_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new ApiError(ERRCODE.notFound, missingKey);
  return row;
}

/** A login's phone is its sign-in name: no two accounts share one. */
export async function phoneTaken(trx: Db, phone: string, exceptId?: number) {
  let q = trx.selectFrom('users').select('id').where('mobilephone', '=', phone);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const endSessions = (trx: Db, userId: number) =>
  trx.updateTable('tokens').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

/**
 * Sets a sub-account's status. Any status but enabled (locked, disabled, deleted) ends its
 * sessions at once: a login turned off is refused from its next call, not when its token expires.
 */
export async function setStatus(trx: Db, id: number, status: number) {
  await trx.updateTable('users').set({ status_id: status, updated_at: new Date() }).where('id', '=', id).execute();
  if (status !== SUB_ACCOUNT_STATUS.enabled) await endSessions(trx, id);
}
