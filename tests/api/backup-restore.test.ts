/**
 * Backup and restore of the embedded database: the server code on PGlite in a DATA_DIR of its own,
 * holding the folder as `npm start` does and listening on loopback. Orders are placed and paid,
 * a backup is taken through the running server while a payment is in the middle of its
 * transaction, and while more payments are answered; it is restored into a new folder, opened,
 * and every order, balance and ledger chain is the same, the uploads and keys too. A backup taken
 * with no server running opens the folder itself. A restore refuses a folder in use and a
 * non-empty one.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { pgdataOf } from '../../server/backup/backup';
import { tarEntries } from '../../server/backup/tar';
import { backupToFile, restoreFromFile } from '../../server/backup/to-file';
import { buildApp } from '../../server/app';
import { lockDataDir, type DataDirLock } from '../../server/db/data-dir-lock';
import { openDatabase, type Db } from '../../server/db/database';
import { backupAuthorization, BACKUP_PATH } from '../../server/http/backup';
import { uploadStorage } from '../../server/http/upload-storage';
import type { SessionUser } from '../../server/http/session';
import { payOrders } from '../../server/modules/cart/service';
import { createCartOrder } from '../../server/modules/order-store/create';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { shirtOrder } from '../support/cart-orders';
import { migrateAndSeed } from '../support/seeded-database';

const SELLERS = ['13800000001', '13800000002'];
const PAY_PASSWORD = '123456';

const root = mkdtempSync(path.join(tmpdir(), 'mtm-backup-'));
const dataDir = path.join(root, 'data');
const previousDataDir = process.env.DATA_DIR;

let db: Db;
let app: FastifyInstance;
let url: string;
let lock: DataDirLock;
/** The orders this file placed (the seeded ones were not paid through the ledger). */
const placed: number[] = [];

async function openSeededFolder(): Promise<Db> {
  const dump = inject('seedTemplates')?.pgliteDump;
  if (dump) return openDatabase({ kind: 'pglite', dataDir: pgdataOf(dataDir), loadDataDir: new Blob([readFileSync(dump)]) });
  const fresh = await openDatabase({ kind: 'pglite', dataDir: pgdataOf(dataDir) });
  await migrateAndSeed(fresh);
  return fresh;
}

async function sessionUser(mobilephone: string): Promise<SessionUser> {
  const u = await db.selectFrom('users').select(['id', 'user_type', 'role_id', 'parent_id', 'mobilephone']).where('mobilephone', '=', mobilephone).executeTakeFirstOrThrow();
  return { ...u, login_id: u.id, modules: [] };
}

async function placeOrders(mobilephone: string, count: number): Promise<number[]> {
  const user = await sessionUser(mobilephone);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await createCartOrder(db, user, shirtOrder(18_000 + i * 100))).id);
  placed.push(...ids);
  return ids;
}

async function call(server: FastifyInstance, method: 'GET' | 'POST', apiPath: string, token?: string, body?: unknown) {
  const res = await server.inject({
    method,
    url: `/order_admin${apiPath}`,
    headers: { 'accept-language': 'en', ...(token ? { 'x-token': token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return res.json() as { errcode: number; message: string; result: any };
}

async function login(server: FastifyInstance, mobilephone: string): Promise<string> {
  const anon = await call(server, 'GET', '/token/get');
  const res = await call(server, 'POST', '/index/login', anon.result.token, { mobilephone, password: DEMO_PASSWORD, captcha_code: '' });
  // 10007: signed in, with a notice (another device was signed out).
  expect([0, 10007]).toContain(res.errcode);
  return res.result.token as string;
}

/** What must survive a backup: orders, balances and the whole ledger, row for row. */
async function contentOf(from: Db) {
  return {
    orders: await from.selectFrom('orders').select(['id', 'order_num', 'user_id', 'order_status_id', 'payamount_fen', 'paid_fen', 'deleted_at']).orderBy('id').execute(),
    balances: await from.selectFrom('users').select(['id', 'money_fen']).orderBy('id').execute(),
    ledger: await from.selectFrom('balance_log').selectAll().orderBy('id').execute(),
  };
}

/** Each user's ledger rows chain (each before is the previous after) and end at the balance. */
function expectChains(content: Awaited<ReturnType<typeof contentOf>>) {
  const byUser = new Map<number, typeof content.ledger>();
  for (const row of content.ledger) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const [userId, rows] of byUser) {
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.balance_before_fen, `user ${userId}, ledger row ${rows[i]!.id}`).toBe(rows[i - 1]!.balance_after_fen);
    expect(content.balances.find((b) => b.id === userId)!.money_fen, `user ${userId}'s balance`).toBe(rows.at(-1)!.balance_after_fen);
  }
  // An order placed here is paid with one payment row in the ledger, or unpaid with none.
  for (const o of content.orders.filter((x) => placed.includes(x.id))) {
    const payments = content.ledger.filter((r) => r.order_id === o.id && r.type === LEDGER_TYPE.payment);
    expect(payments.map((r) => -r.amount_fen), `order ${o.order_num}`).toEqual(o.order_status_id === 2 ? [o.payamount_fen] : []);
    expect(o.paid_fen, `order ${o.order_num}`).toBe(o.order_status_id === 2 ? o.payamount_fen : 0);
  }
}

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.key')) out[name] = readFileSync(path.join(dir, name)).toString('hex');
  }
  for (const name of readdirSync(path.join(dir, 'uploads')).sort()) out[`uploads/${name}`] = readFileSync(path.join(dir, 'uploads', name)).toString('hex');
  return out;
}

/** Restores `file` into a new folder and opens it; the caller closes it. */
async function restoreAndOpen(file: string, name: string): Promise<{ dir: string; restored: Db }> {
  const dir = path.join(root, name);
  await restoreFromFile(file, dir);
  return { dir, restored: await openDatabase({ kind: 'pglite', dataDir: pgdataOf(dir) }) };
}

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  lock = lockDataDir(dataDir, 'the portal server');
  db = await openSeededFolder();
  app = await buildApp({ db });
  url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  lock.listening(url);
  // Uploads and a key as the running portal keeps them.
  await uploadStorage().put(`${randomBytes(8).toString('hex')}.jpg`, randomBytes(50_000), 'image/jpeg');
  await uploadStorage().put(`${randomBytes(8).toString('hex')}.png`, randomBytes(3_000), 'image/png');
  backupAuthorization();
});

afterAll(async () => {
  await app?.close();
  await db?.destroy().catch(() => {});
  lock?.release();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('backs up through the running server during a payment, and restores the same orders, balances, ledger chains, uploads and keys', async () => {
    const [first, second] = SELLERS.map(async (phone) => ({ phone, token: await login(app, phone) }));
    const sellers = [await first!, await second!];
    for (const { phone, token } of sellers) {
      const ids = await placeOrders(phone, 3);
      expect((await call(app, 'POST', '/common.cart/pay', token, { order_ids: ids.slice(0, 2), pay_password: PAY_PASSWORD })).errcode).toBe(0);
    }

    // A payment in the middle of its transaction (balance charged, ledger row written, not yet
    // committed) when the backup is asked for: the backup waits for it and holds all of it.
    const [held] = await placeOrders(SELLERS[0]!, 1);
    let commit!: () => void;
    let charged!: () => void;
    const inPayment = new Promise<void>((resolve) => (charged = resolve));
    const payer = await sessionUser(SELLERS[0]!);
    const payment = db.transaction().execute(async (trx) => {
      await payOrders(trx, payer, [held!], PAY_PASSWORD, 'en');
      charged();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await inPayment;
    const file = path.join(root, 'during-payment.tar.gz');
    let backedUp = false;
    const backup = backupToFile(file, { dataDir, bucket: null }).then((r) => ((backedUp = true), r));
    await new Promise((r) => setTimeout(r, 300));
    expect(backedUp).toBe(false);
    commit();
    await payment;
    const written = await backup;
    expect(written.by).toBe('the running server');
    expect(written.manifest.uploads).toEqual({ kind: 'disk', files: 2 });

    const source = await contentOf(db);
    expect(source.orders.find((o) => o.id === held)!.order_status_id).toBe(2);
    const { dir, restored } = await restoreAndOpen(file, 'restored');
    try {
      const copy = await contentOf(restored);
      expect(copy).toEqual(source);
      expectChains(copy);
      expect(copy.ledger.filter((r) => r.order_id === held)).toHaveLength(1);
      expect(filesOf(dir)).toEqual(filesOf(dataDir));
      expect(Object.keys(filesOf(dir))).toEqual(expect.arrayContaining(['backup.key', expect.stringMatching(/^uploads\//)]));

      // A server started on the restored folder signs the demo seller in and lists the same orders.
      const restoredApp = await buildApp({ db: restored });
      try {
        const token = await login(restoredApp, SELLERS[0]!);
        const list = await call(restoredApp, 'GET', '/order_mgmt/order_list', token, undefined);
        const live = await call(app, 'GET', '/order_mgmt/order_list', await login(app, SELLERS[0]!), undefined);
        expect(list.result.total).toBe(live.result.total);
        expect(list.result.total).toBeGreaterThan(0);
      } finally {
        await restoredApp.close();
      }
    } finally {
      await restored.destroy();
    }
  });

  it('keeps every payment whole in a backup taken while payments are answered', async () => {
    const token = await login(app, SELLERS[1]!);
    const ids = await placeOrders(SELLERS[1]!, 6);
    const file = path.join(root, 'under-load.tar.gz');
    const pays = ids.map((id) => call(app, 'POST', '/common.cart/pay', token, { order_ids: [id], pay_password: PAY_PASSWORD }));
    const [written] = await Promise.all([backupToFile(file, { dataDir, bucket: null }), ...pays]);
    const { restored } = await restoreAndOpen(file, 'restored-under-load');
    try {
      const copy = await contentOf(restored);
      expectChains(copy);
      expect(written!.manifest.database.orders).toBe(copy.orders.length);
    } finally {
      await restored.destroy();
    }
  });

  it('answers the backup only on loopback and with the key of the data folder', async () => {
    const auth = { authorization: backupAuthorization() };
    expect((await app.inject({ method: 'GET', url: BACKUP_PATH })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: BACKUP_PATH, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: BACKUP_PATH, headers: auth, remoteAddress: '10.0.0.7' })).statusCode).toBe(403);
  });

  it('refuses to restore into the folder a server uses, or into a non-empty one, and leaves both as they were', async () => {
    const file = path.join(root, 'for-refusals.tar.gz');
    await backupToFile(file, { dataDir, bucket: null });
    const before = readdirSync(dataDir).sort();
    await expect(restoreFromFile(file, dataDir)).rejects.toThrow(`${dataDir} is in use by the portal server (process ${process.pid}, ${url}): stop it first`);
    expect(readdirSync(dataDir).sort()).toEqual(before);

    const full = path.join(root, 'not-empty');
    mkdirSync(full);
    writeFileSync(path.join(full, 'notes.txt'), 'keep me');
    await expect(restoreFromFile(file, full)).rejects.toThrow(`${full} is not empty (1 entries): a restore goes into a new or empty folder, never over data`);
    expect(readdirSync(full)).toEqual(['notes.txt']);
    expect(readdirSync(root).filter((n) => n.includes('.restoring-'))).toEqual([]);

    // Nor does a second server start on a folder in use.
    expect(() => lockDataDir(dataDir, 'the portal server')).toThrow(`${dataDir} is in use by the portal server (process ${process.pid}`);
    // And a backup never overwrites a file.
    await expect(backupToFile(file, { dataDir, bucket: null })).rejects.toThrow('exists: a backup never overwrites a file');
  });

  it('backs up a folder no server runs on by opening it, and restores it the same', async () => {
    await app.close();
    const source = await contentOf(db);
    await db.destroy();
    lock.release();
    // A holder that died without letting the folder go (kill -9) holds it no more.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dataDir, 'server.pid'), JSON.stringify({ pid: Number(gone), url: 'http://127.0.0.1:1', what: 'the portal server' }));
    const file = path.join(root, 'stopped.tar.gz');
    const written = await backupToFile(file, { dataDir, bucket: null });
    expect(written.by).toBe('this process');
    // The backup let the folder go again.
    expect(readdirSync(dataDir)).not.toContain('server.pid');
    const { restored } = await restoreAndOpen(file, 'restored-stopped');
    try {
      expect(await contentOf(restored)).toEqual(source);
    } finally {
      await restored.destroy();
    }

    // With the uploads in a bucket, the archive holds the database and says where they are.
    const bucketFile = path.join(root, 'bucket.tar.gz');
    const withBucket = await backupToFile(bucketFile, { dataDir, bucket: 'portal-uploads' });
    expect(withBucket.manifest.uploads).toEqual({ kind: 'bucket', bucket: 'portal-uploads' });
    const names: string[] = [];
    for await (const entry of tarEntries(createReadStream(bucketFile).pipe(createGunzip()))) names.push(entry.name);
    expect(names.filter((n) => !n.startsWith('keys/'))).toEqual(['manifest.json', 'database.tar']);
  });
});
