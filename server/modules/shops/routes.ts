/**
 * Shop sub-accounts: a seller's shops are logins of their own (user_type 4, parent the
 * seller). A shop's money is the credit its seller gives it: setting a new credit moves the
 * difference from the seller's balance to the shop's (or back) in one transaction, with a ledger
 * row on each side. Locking or deleting a shop ends its sessions at once and refuses its sign-in;
 * a deleted shop keeps its row, so the orders it placed still name it.
 */
import { roleModules, USER_TYPE } from '@/domain/account/user-types';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { fenToYuan, formatMoneyMoved, yuanToFen } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locale';
import { SHOP_STATUS, type Shop } from '@/domain/shops/contract';
import { calls } from '@/domain/shops/calls';
import { inTransaction } from '../../db/tx';
import type { Db } from '../../db/database';
import { hashSecret } from '../../http/crypto';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { containsPattern, paginate } from '../../http/paging';
import { Answer } from '../../http/route';
import { moduleRoute } from '../../http/module-route';
import type { SessionUser } from '../../http/session';
import { latestExchangeRate } from '../home/exchange-rate';
import { moveBalance } from '../ledger/service';
import { endSessions, ownSubAccount, phoneTaken, setStatus, subAccountsOf } from '../sub-accounts/service';

const { addShop, childAccounts, deleteShop, editShop, listShops, lockShop, unlockShop } = calls;

const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);

/**
 * Only a seller holds shop management (ROLE_MODULES), and never its staff (grantableModules, and
 * the module's staff rule in ../index.ts), so the module check is the seller's own login check.
 */
const shopRoute = moduleRoute('shop_mgmt');

const shopsOf = (db: Db, seller: SessionUser) => subAccountsOf(db, seller, USER_TYPE.shop);
const ownShop = (trx: Db, seller: SessionUser, id: number) => ownSubAccount(trx, seller, USER_TYPE.shop, id, 'shops:not_found');

/**
 * Sets the shop's credit to `fen`, moving the difference between the seller and the shop. A
 * shortfall is said in the money the screens show the reader (¥, or $ at the business rate).
 */
async function setCredit(trx: Db, seller: SessionUser, shopId: number, currentFen: number, fen: number, lang: Locale) {
  const diff = fen - currentFen;
  if (diff === 0) return;
  if (diff > 0) {
    const { money_fen } = await trx.selectFrom('users').select('money_fen').where('id', '=', seller.id).forUpdate().executeTakeFirstOrThrow();
    if (money_fen < diff) {
      const rate = lang === 'en' ? await latestExchangeRate(trx) : null;
      throw new ApiError(ERRCODE.rejected, 'shops:seller_balance_low', { need: formatMoneyMoved(diff, lang, rate), have: formatMoneyMoved(money_fen, lang, rate) }, { field: 'money' });
    }
  }
  await moveBalance(trx, { userId: seller.id, type: LEDGER_TYPE.credit, amountFen: -diff, order: null, categories: null });
  await moveBalance(trx, { userId: shopId, type: LEDGER_TYPE.credit, amountFen: diff, order: null, categories: null });
}


export const shopRoutes = [
  shopRoute(childAccounts, {
    summary: "The seller's sub-accounts, of every kind, with their status and modules (deleted ones left out)",
    access: 'user',
    handler: async ({ db, user }) => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'user_type', 'shop_name', 'truename', 'username', 'mobilephone', 'status_id', 'module_codes', 'granted_modules', 'money_fen', 'created_at'])
        .where('parent_id', '=', user.id)
        .where('status_id', '!=', SHOP_STATUS.deleted)
        .orderBy('id', 'desc')
        .execute();
      return {
        list: rows.map((r) => ({
          id: r.id,
          user_type: r.user_type,
          name: r.shop_name || r.truename || r.username,
          mobilephone: r.mobilephone,
          status_id: r.status_id,
          // A staff login's modules are its grant; its home list is only its own order of them.
          modules: r.granted_modules ?? r.module_codes,
          money: fenToYuan(r.money_fen),
          create_time: r.created_at.toISOString(),
        })),
      };
    },
  }),
  shopRoute(listShops, {
    summary: "The seller's shops (keyword: part of the shop's name or number; status '' all, 0 locked, 1 enabled), newest first",
    access: 'user',
    handler: async ({ db, user, query }) => {
      let base = shopsOf(db, user);
      if (query.keyword) {
        const p = containsPattern(query.keyword);
        base = base.where((eb) => eb.or([eb('shop_name', 'ilike', p), eb('shop_number', 'ilike', p)]));
      }
      if (query.status !== '') base = base.where('status_id', '=', Number(query.status));
      const { total, rows } = await paginate(base, query, (qb) =>
        qb.select(['id', 'shop_name', 'shop_number', 'truename', 'mobilephone', 'address', 'username', 'money_fen', 'status_id', 'created_at', 'updated_at']).orderBy('id', 'desc'),
      );
      return {
        count: total,
        list: rows.map((r): Shop => ({ id: r.id, shop_name: r.shop_name, shop_number: r.shop_number, truename: r.truename, mobilephone: r.mobilephone, address: r.address, username: r.username, money: fenToYuan(r.money_fen), status_id: r.status_id, create_time: r.created_at.toISOString(), update_time: r.updated_at.toISOString() })),
      };
    },
  }),
  shopRoute(addShop, {
    summary: 'Create a shop account with its login, pay password and credit (taken from the seller’s balance)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, lang }) => {
      if (!body.password) throw invalidField('password', 'shops:password_required');
      if (!body.pay_password) throw invalidField('pay_password', 'shops:pay_password_required');
      return inTransaction(db, async (trx) => {
        if (await phoneTaken(trx, body.mobilephone)) throw invalidField('mobilephone', 'shops:mobile_taken');
        const row = await trx
          .insertInto('users')
          .values({
            mobilephone: body.mobilephone,
            username: body.username,
            truename: body.truename,
            user_type: USER_TYPE.shop,
            role_id: USER_TYPE.shop,
            parent_id: user.id,
            shop_name: body.shop_name,
            shop_number: body.shop_number,
            address: body.address,
            password_hash: await hashSecret(body.password),
            pay_password_hash: await hashSecret(body.pay_password),
            pay_locked_until: null,
            module_codes: JSON.stringify(roleModules(USER_TYPE.shop)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setCredit(trx, user, row.id, 0, yuanToFen(body.money)!, lang);
        return ok(row, 'shops:saved');
      });
    },
  }),
  shopRoute(editShop, {
    summary: "Change a shop: its details, a new password or pay password (empty keeps them), and its credit (the difference moves between seller and shop)",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, lang }) => {
      return inTransaction(db, async (trx) => {
        const shop = await ownShop(trx, user, body.id);
        if (await phoneTaken(trx, body.mobilephone, body.id)) throw invalidField('mobilephone', 'shops:mobile_taken');
        await trx
          .updateTable('users')
          .set({
            mobilephone: body.mobilephone,
            username: body.username,
            truename: body.truename,
            shop_name: body.shop_name,
            shop_number: body.shop_number,
            address: body.address,
            ...(body.password ? { password_hash: await hashSecret(body.password) } : {}),
            ...(body.pay_password ? { pay_password_hash: await hashSecret(body.pay_password), pay_fail_count: 0, pay_locked_until: null } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', body.id)
          .execute();
        // A new password signs the shop out everywhere, as a password change does.
        if (body.password) await endSessions(trx, body.id);
        await setCredit(trx, user, body.id, shop.money_fen, yuanToFen(body.money)!, lang);
        return ok({ id: body.id }, 'shops:saved');
      });
    },
  }),
  ...([
    ['lock', lockShop, SHOP_STATUS.locked, 'shops:done'],
    ['unlock', unlockShop, SHOP_STATUS.enabled, 'shops:done'],
    ['del', deleteShop, SHOP_STATUS.deleted, 'shops:deleted'],
  ] as const).map(([action, call, status, messageKey]) =>
    shopRoute(call, {
      summary: action === 'del' ? "Delete a shop: its credit goes back to the seller, its sessions end, its row stays for its orders" : `${action === 'lock' ? 'Lock' : 'Unlock'} a shop's sign-in (locking ends its sessions at once)`,
      access: 'user',
      handler: async ({ db, user, body, lang }) => {
        return inTransaction(db, async (trx) => {
          const shop = await ownShop(trx, user, body.id);
          // A deleted shop's unused credit returns to its seller.
          if (action === 'del') await setCredit(trx, user, body.id, shop.money_fen, 0, lang);
          await setStatus(trx, body.id, status);
          return ok({ id: body.id }, messageKey);
        });
      },
    }),
  ),
];


