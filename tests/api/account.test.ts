import { SYNC_PATHS } from '../../src/domain/sync/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { USER_TYPE, roleModules } from '@/domain/account/user-types';
import { MODULE_CODES } from '@/domain/modules';
import { hashSecret, verifySecret } from '../../server/http/crypto';
import { API_PREFIX, defineRoute, registerRoutes, type RouteDeps } from '../../server/http/route';
import { API_MODULES } from '../../server/modules';
import { openapiRoutes } from '../../server/modules/openapi/routes';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { eachDatabase, type TestServer } from '../support/api';

type UserInfo = { id: number; username: string; mobilephone: string; user_type: number; money: string; pay_password: boolean };
type Refusal = { field: string };
type ModuleList = { list: { backendCode: string }[]; role_modules: { backendCode: string }[] };

const SELLER = '13800000001';
const SHOP = '13800000002';
const COMPANY = '13800000003';
const MEASURER = '13800000004';
const FACTORY = '13800000005';

/** A seller account of its own, so a test's password changes and throttling touch nobody else. */
async function freshAccount(s: TestServer, mobilephone: string): Promise<number> {
  const row = await s.db
    .insertInto('users')
    .values({ mobilephone, username: `u${mobilephone}`, user_type: USER_TYPE.seller, role_id: USER_TYPE.seller, password_hash: await hashSecret(DEMO_PASSWORD), pay_locked_until: null, module_codes: JSON.stringify(roleModules(USER_TYPE.seller)) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function userRow(s: TestServer, phone: string) {
  return s.db.selectFrom('users').select(['id', 'username', 'mobilephone', 'password_hash', 'pay_password_hash', 'pay_fail_count', 'module_codes']).where('mobilephone', '=', phone).executeTakeFirstOrThrow();
}

eachDatabase('account', (s) => {
  it('shows the signed-in profile, without secrets, and refuses an anonymous token', async () => {
    const token = await s().login(SELLER);
    const res = await s().call<{ user_info: UserInfo }>('GET', '/common.account/index', { token });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.user_info).toMatchObject({ mobilephone: SELLER, username: 'seller01', user_type: USER_TYPE.seller, money: '50000.00', pay_password: true });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password_hash/);
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    expect((await s().call('GET', '/common.account/index', { token: anon })).status).toBe(401);
  });

  it('changes username and phone; the new phone signs in and the old one no longer does', async () => {
    const token = await s().login(MEASURER);
    const res = await s().call<{ user_info: UserInfo }>('POST', '/common.account/edit_info', { token, body: { username: '  量体师小赵 ', mobilephone: '13900000004' } });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.user_info).toMatchObject({ username: '量体师小赵', mobilephone: '13900000004' });
    const profile = await s().call<{ user_info: UserInfo }>('GET', '/common.account/index', { token });
    expect(profile.body.result.user_info.mobilephone).toBe('13900000004');
    expect(await s().login('13900000004')).toBeTruthy();
    const old = await s().call('POST', '/index/login', { body: { mobilephone: MEASURER, password: DEMO_PASSWORD } });
    expect(old.body.errcode).toBe(40022);
  });

  it("refuses another account's phone with 40009 naming mobilephone, in the caller's language", async () => {
    const token = await s().login(SELLER);
    const before = await userRow(s(), SELLER);
    for (const [lang, message] of [
      ['zh', '手机号：该手机号已被其他账号使用'],
      ['en', 'Mobile phone: this phone number belongs to another account'],
    ] as const) {
      const res = await s().call<Refusal>('POST', '/common.account/edit_info', { token, lang, body: { username: 'renamed', mobilephone: SHOP } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errcode: 40009, message, result: { field: 'mobilephone' } });
    }
    expect(await userRow(s(), SELLER)).toEqual(before);
  });

  it('answers "phone taken" at most 5 times an hour per account, then makes phone changes wait; the name still changes', async () => {
    const phone = '13700000021';
    await freshAccount(s(), phone);
    const token = await s().login(phone);
    const taken = ['13700000031', '13700000032', '13700000033', '13700000034', '13700000035'];
    for (const other of taken) {
      await freshAccount(s(), other);
      expect((await s().call('POST', '/common.account/edit_info', { token, body: { username: 'prober', mobilephone: other } })).status).toBe(409);
    }
    // The sixth probe hears nothing about the number, taken or free.
    for (const next of ['13800000006', '13700000022']) {
      const res = await s().call<Refusal>('POST', '/common.account/edit_info', { token, lang: 'zh', body: { username: 'prober', mobilephone: next } });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ errcode: 40029, result: { field: 'mobilephone' } });
      expect(res.body.message).toMatch(/^手机号：更换手机号的尝试过多，请 \d+ 分钟后再试$/);
    }
    expect((await userRow(s(), phone)).mobilephone).toBe(phone);
    const renamed = await s().call<{ user_info: UserInfo }>('POST', '/common.account/edit_info', { token, body: { username: 'renamed', mobilephone: phone } });
    expect(renamed.body.errcode).toBe(0);
    expect(renamed.body.result.user_info.username).toBe('renamed');
  });

  it.each([
    ['a malformed phone', { username: 'x', mobilephone: '12345' }, 'mobilephone', 'Mobile phone: please enter a valid mobile number'],
    ['a megabyte username', { username: '名'.repeat(1_000_000), mobilephone: SELLER }, 'username', 'Username: at most 32 characters'],
    ['a number for the username', { username: 123, mobilephone: SELLER }, 'username', 'Username: must be text'],
    ['a number for the phone', { username: 'x', mobilephone: 13800000001 }, 'mobilephone', 'Mobile phone: must be text'],
    ['an object for the phone', { username: 'x', mobilephone: { $ne: '' } }, 'mobilephone', 'Mobile phone: must be text'],
    ['a blank username', { username: '   ', mobilephone: SELLER }, 'username', 'Username: required'],
    ['no username', { mobilephone: SELLER }, 'username', 'Username: required'],
    ['an array body', [SELLER], 'body', 'Must be an object'],
  ])('refuses edit_info with %s, naming the field and changing nothing', async (_label, body, field, message) => {
    const token = await s().login(SELLER);
    const before = await userRow(s(), SELLER);
    const res = await s().call<Refusal>('POST', '/common.account/edit_info', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errcode: 40001, message, result: { field } });
    expect(await userRow(s(), SELLER)).toEqual(before);
  });

  it('gives one of two accounts claiming the same new phone at once the phone, and the other a 409', async () => {
    await freshAccount(s(), '13700000001');
    await freshAccount(s(), '13700000002');
    const tokens = await Promise.all([s().login('13700000001'), s().login('13700000002')]);
    const answers = await Promise.all(
      tokens.map((token, i) => s().call<Refusal>('POST', '/common.account/edit_info', { token, body: { username: `claimer${i}`, mobilephone: '13700000009' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const owners = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13700000009').execute();
    expect(owners).toHaveLength(1);
  });

  it('changes the login password after checking the old one, and signs out the other sessions', async () => {
    const here = await s().login(SHOP);
    const elsewhere = await s().login(SHOP);
    const wrong = await s().call<Refusal>('POST', '/common.account/change_password', { token: here, lang: 'zh', body: { old_password: 'not-it', new_password: 'newpass99' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errcode: 40022, message: '原密码：密码不正确', result: { field: 'old_password' } });
    const same = await s().call<Refusal>('POST', '/common.account/change_password', { token: here, body: { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD } });
    expect(same.body).toMatchObject({ errcode: 40001, result: { field: 'new_password' } });
    const short = await s().call<Refusal>('POST', '/common.account/change_password', { token: here, body: { old_password: DEMO_PASSWORD, new_password: '12345' } });
    expect(short.body).toMatchObject({ errcode: 40001, message: 'New password: at least 6 characters', result: { field: 'new_password' } });
    expect(await verifySecret(DEMO_PASSWORD, (await userRow(s(), SHOP)).password_hash)).toBe(true);

    const ok = await s().call('POST', '/common.account/change_password', { token: here, body: { old_password: DEMO_PASSWORD, new_password: 'newpass99' } });
    expect(ok.body.errcode).toBe(0);
    expect((await s().call('GET', '/common.account/index', { token: elsewhere })).body.errcode).toBe(40007);
    expect((await s().call('GET', '/common.account/index', { token: here })).body.errcode).toBe(0);
    expect((await s().call('POST', '/index/login', { body: { mobilephone: SHOP, password: DEMO_PASSWORD } })).body.errcode).toBe(40022);
    expect(await s().login(SHOP, 'newpass99')).toBeTruthy();
  });

  it('sets a six-digit payment password confirmed by the login password', async () => {
    const token = await s().login(COMPANY);
    await s().db.updateTable('users').set({ pay_fail_count: 2 }).where('mobilephone', '=', COMPANY).execute();
    const wrong = await s().call<Refusal>('POST', '/common.account/change_pay_password', { token, body: { password: 'not-it', new_pay_password: '654321' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errcode: 40022, message: 'Login password: the password is wrong', result: { field: 'password' } });
    for (const bad of ['12345a', '1234567', '12345', 654321, '']) {
      const res = await s().call<Refusal>('POST', '/common.account/change_pay_password', { token, body: { password: DEMO_PASSWORD, new_pay_password: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.result.field).toBe('new_pay_password');
    }
    const zh = await s().call('POST', '/common.account/change_pay_password', { token, lang: 'zh', body: { password: DEMO_PASSWORD, new_pay_password: '12a456' } });
    expect(zh.body.message).toBe('新支付密码：支付密码为 6 位数字');
    const unchanged = await userRow(s(), COMPANY);
    expect(await verifySecret('123456', unchanged.pay_password_hash)).toBe(true);

    const ok = await s().call('POST', '/common.account/change_pay_password', { token, body: { password: DEMO_PASSWORD, new_pay_password: '654321' } });
    expect(ok.body.errcode).toBe(0);
    const after = await userRow(s(), COMPANY);
    expect(await verifySecret('654321', after.pay_password_hash)).toBe(true);
    expect(after.pay_fail_count).toBe(0);
  });

  it('throttles wrong login passwords on change_password like sign-in: after 5, even the right one is refused, and so is signing in', async () => {
    const phone = '13700000011';
    await freshAccount(s(), phone);
    const token = await s().login(phone);
    for (let i = 0; i < 5; i++) {
      const res = await s().call('POST', '/common.account/change_password', { token, body: { old_password: `guess${i}`, new_password: 'another99' } });
      expect(res.body.errcode).toBe(40022);
    }
    const right = await s().call('POST', '/common.account/change_password', { token, body: { old_password: DEMO_PASSWORD, new_password: 'another99' } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many wrong passwords, please try again in \d+ minutes/);
    expect(await verifySecret(DEMO_PASSWORD, (await userRow(s(), phone)).password_hash)).toBe(true);
    const login = await s().call('POST', '/index/login', { body: { mobilephone: phone, password: DEMO_PASSWORD } });
    expect(login.body.errcode).toBe(40029);
  });

  it('counts wrong sign-ins and wrong change_pay_password confirmations against one limit', async () => {
    const phone = '13700000012';
    await freshAccount(s(), phone);
    const token = await s().login(phone);
    // From an address of their own, so that later sign-ins here are not asked for the captcha; the
    // limit belongs to the account at an address, so the account screen is used from there too.
    const remoteAddress = '10.30.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await s().call('POST', '/index/login', { body: { mobilephone: phone, password: `guess${i}` }, remoteAddress })).body.errcode).toBe(40022);
    }
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) => s().call('POST', '/common.account/change_pay_password', { token, body: { password: `guess${i}`, new_pay_password: '111111' }, remoteAddress })),
    );
    expect(tries.filter((r) => r.body.errcode === 40022)).toHaveLength(2);
    expect(tries.filter((r) => r.body.errcode === 40029)).toHaveLength(4);
    const right = await s().call('POST', '/common.account/change_pay_password', { token, body: { password: DEMO_PASSWORD, new_pay_password: '111111' }, remoteAddress });
    expect(right.status).toBe(429);
  });

  it('keeps counting wrong passwords by account when the phone number changes', async () => {
    const phone = '13700000013';
    const id = await freshAccount(s(), phone);
    const token = await s().login(phone);
    for (let i = 0; i < 5; i++) {
      const res = await s().call('POST', '/common.account/change_password', { token, body: { old_password: `guess${i}`, new_password: 'another99' } });
      expect(res.body.errcode).toBe(40022);
    }
    const moved = await s().call('POST', '/common.account/edit_info', { token, body: { username: 'moved', mobilephone: '13700000014' } });
    expect(moved.body.errcode).toBe(0);
    const right = await s().call('POST', '/common.account/change_pay_password', { token, body: { password: DEMO_PASSWORD, new_pay_password: '111111' } });
    expect(right.status).toBe(429);
    expect(right.body.errcode).toBe(40029);
    // Signing in with the new phone is refused too: the limit belongs to the account.
    const login = await s().call('POST', '/index/login', { body: { mobilephone: '13700000014', password: DEMO_PASSWORD } });
    expect(login.body.errcode).toBe(40029);
    expect((await s().db.selectFrom('users').select('pay_password_hash').where('id', '=', id).executeTakeFirstOrThrow()).pay_password_hash).toBeNull();
  });

  it("lists the user's modules in their order and all modules of the role", async () => {
    const seller = await s().login(SELLER);
    const mine = await s().call<ModuleList>('GET', '/common.index/module_list', { token: seller });
    expect(mine.body.result.list.map((m) => m.backendCode)).toEqual([...MODULE_CODES]);
    expect(mine.body.result.role_modules).toHaveLength(MODULE_CODES.length);
    const factory = await s().login(FACTORY);
    const board = await s().call<ModuleList>('GET', '/common.index/module_list', { token: factory });
    expect(board.body.result.role_modules.map((m) => m.backendCode)).toEqual(['order_mgmt']);
  });

  it('saves an ordered module list of the role', async () => {
    const token = await s().login(SELLER);
    const saved = await s().call<ModuleList>('POST', '/common.index/edit_module_list', { token, body: { module_names: ['measuring', 'fast_order', 'order_mgmt'] } });
    expect(saved.body.result.list.map((m) => m.backendCode)).toEqual(['measuring', 'fast_order', 'order_mgmt']);
    const again = await s().call<ModuleList>('GET', '/common.index/module_list', { token });
    expect(again.body.result.list.map((m) => m.backendCode)).toEqual(['measuring', 'fast_order', 'order_mgmt']);
    expect(again.body.result.role_modules).toHaveLength(MODULE_CODES.length);
  });

  it.each([
    ['a module of another role', ['order_mgmt', 'fast_order'], 'module_names.1', 'Modules: module fast_order is not available to your role'],
    ['an unknown code', ['nope'], 'module_names.0', 'Modules: module nope is not available to your role'],
    ['a code twice', ['order_mgmt', 'order_mgmt'], 'module_names.1', 'Modules: module order_mgmt is listed twice'],
    ['an empty list', [], 'module_names', 'Modules: keep at least one module'],
    ['a single code as text', 'order_mgmt', 'module_names', 'Modules: must be a list'],
    ['a number in the list', [7], 'module_names.0', 'Modules: must be text'],
    ['33 codes', Array.from({ length: 33 }, () => 'order_mgmt'), 'module_names', 'Modules: at most 32 items'],
  ])('refuses a module list with %s, naming the field and keeping the saved list', async (_label, module_names, field, message) => {
    const token = await s().login(FACTORY);
    const before = (await userRow(s(), FACTORY)).module_codes;
    const res = await s().call<Refusal>('POST', '/common.index/edit_module_list', { token, body: { module_names } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errcode: 40001, message, result: { field } });
    expect((await userRow(s(), FACTORY)).module_codes).toEqual(before);
  });

  it('says in Chinese that a user must keep at least one module', async () => {
    const token = await s().login(FACTORY);
    const res = await s().call('POST', '/common.index/edit_module_list', { token, lang: 'zh', body: { module_names: [] } });
    expect(res.body.message).toBe('模块：请至少保留一个模块');
  });

  it('serves the OpenAPI document bare, listing exactly the routes the server registers', async () => {
    const res = await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc).not.toHaveProperty('errcode');
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const defined = [
      ...API_MODULES.flatMap((m) => m.routes).flatMap((r) => [r.path, ...(r.alsoAt ?? [])].map((path) => `${r.method} ${API_PREFIX}${path}`)),
      `GET ${API_PREFIX}/openapi.json`,
      `POST ${API_PREFIX}${SYNC_PATHS.batch}`,
    ].sort();
    expect(listed).toEqual(defined);
    // And every listed operation is one Fastify actually serves.
    for (const op of listed) {
      const [method, url] = op.split(' ') as ['GET' | 'POST', string];
      expect(s().app.hasRoute({ method, url }), op).toBe(true);
    }
  });

  it('describes upload routes with a multipart/form-data body whose file parts are binary, and the others as JSON', async () => {
    type Op = { requestBody?: { content: Record<string, { schema: { properties: Record<string, { type?: string; format?: string }>; required?: string[] } }> } };
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, Op>> };
    const bodies = Object.entries(doc.paths).flatMap(([path, ops]) => Object.values(ops).flatMap((op) => (op.requestBody ? [[path, op.requestBody.content] as const] : [])));
    const multipart = bodies.filter(([, content]) => 'multipart/form-data' in content).map(([path]) => path);
    const uploads = [
      ['/customer_mgmt.index/business_logo', 'file'],
      ['/customer_mgmt.index/import_measuring_user', 'user_file'],
      ['/fast_order/upload_template', 'templateFile'],
      ['/measuring.measuring_user/import_user_data', 'file'],
    ] as const;
    expect(multipart.sort()).toEqual(uploads.map(([path]) => API_PREFIX + path));
    for (const [path, file] of uploads) {
      const content = doc.paths[API_PREFIX + path]!.post!.requestBody!.content;
      expect(Object.keys(content), path).toEqual(['multipart/form-data']);
      const schema = content['multipart/form-data']!.schema;
      expect(schema.properties[file]).toMatchObject({ type: 'string', format: 'binary' });
      expect(schema.required).toContain(file);
    }
    for (const [path, content] of bodies) if (!multipart.includes(path)) expect(Object.keys(content), path).toEqual(['application/json']);
  });

  it('declares the X-Token scheme on every call that needs a token, and the error statuses each call may answer', async () => {
    type Op = { security?: { token: string[] }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Op>>;
    };
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Token' });
    const op = (path: string, method = 'post') => doc.paths[API_PREFIX + path]![method]!;
    // Open calls carry no security requirement; a signed-in call does, and may be refused as such.
    expect(op('/token/get', 'get').security).toBeUndefined();
    expect(op('/common.cart/change_quantity').security).toEqual([{ token: [] }]);
    expect(Object.keys(op('/common.cart/change_quantity').responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '422', '500']);
    // The password checks say they may answer 429; a call without input has no 400.
    expect(Object.keys(op('/index/login').responses)).toContain('429');
    expect(Object.keys(op('/common.account/change_pay_password').responses)).toContain('429');
    expect(Object.keys(op('/common.account/index', 'get').responses)).not.toContain('400');
    // Every answer is the envelope.
    expect(op('/common.cart/change_quantity').responses['200']!.content!['application/json']!.schema).toMatchObject({ required: ['errcode', 'message', 'result'] });
  });

  it('marks required inputs required and bounds ids from 1, so generated requests are ones the API accepts', async () => {
    type Schema = { type?: string; minimum?: number; exclusiveMinimum?: number; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
    type Op = { parameters?: { name: string; required: boolean; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, Op>> };
    const unbounded: string[] = [];
    const visit = (where: string, name: string, schema: Schema | undefined) => {
      if (!schema) return;
      // A record's id below 1 can never name one; a code (a status, a type, a gender, 0 often
      // meaning "all") is never negative. A device's local ids are negative by design.
      const lowest = Math.max(schema.minimum ?? -Infinity, schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1);
      const floor = /^(id|order_id|task_id|user_id|person_id)$/.test(name) ? 1 : 0;
      if (/(^|_)id$/.test(name) && name !== 'local_id' && schema.type === 'integer' && lowest < floor) unbounded.push(`${where} ${name} from ${lowest}`);
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(where, key, child);
      if (schema.items) visit(where, name, schema.items);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) visit(`${method} ${path}`, p.name, p.schema);
        for (const media of Object.values(op.requestBody?.content ?? {})) visit(`${method} ${path}`, '', media.schema);
      }
    }
    expect(unbounded).toEqual([]);
    // A query's id without a default is required (it was "optional" behind a coercion before).
    const list = doc.paths[`${API_PREFIX}/measuring.measuring_user/get_task_user_list`]!.get!;
    expect(list.parameters!.find((p) => p.name === 'task_id')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    const quantity = doc.paths[`${API_PREFIX}/common.cart/change_quantity`]!.post!.requestBody!.content['application/json']!.schema;
    expect(quantity.required).toEqual(expect.arrayContaining(['order_id', 'category_array']));
    expect(quantity.properties!.category_array!.items!.required).toEqual(expect.arrayContaining(['sub_category_id', 'quantity']));
  });

  it("describes every call's answer from its module's contract: the envelope's result, or the file it sends", async () => {
    type Media = Record<string, { schema: { properties?: { result?: unknown }; format?: string } }>;
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Media }> }>> };
    const undescribed: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (path === `${API_PREFIX}/openapi.json`) continue;
        const content = op.responses['200']?.content ?? {};
        const json = content['application/json']?.schema.properties?.result;
        const file = Object.values(content).some((m) => m.schema.format === 'binary');
        // An envelope whose result is {} says nothing of the answer.
        if (!file && (!json || JSON.stringify(json) === '{}')) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undescribed).toEqual([]);
    const xlsx = doc.paths[`${API_PREFIX}/measuring.measuring_user/export_measuring_user_info`]!.get!.responses['200']!.content!;
    expect(Object.keys(xlsx)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});

describe('defineRoute', () => {
  it('serves one handler at each of its paths, and lists each in the OpenAPI document', async () => {
    const app = Fastify();
    const routes: RouteDeps['routes'] = [];
    const deps: RouteDeps = { db: null as unknown as RouteDeps['db'], routes, queued: new Map() };
    registerRoutes(app, deps, [
      defineRoute({ method: 'GET', path: '/demo.a/echo', alsoAt: ['/demo.b/echo'], summary: 'echo', access: 'none', query: z.object({ v: z.string() }), handler: async ({ query }) => query.v }),
    ]);
    registerRoutes(app, deps, openapiRoutes(deps));
    for (const path of ['/demo.a/echo', '/demo.b/echo']) {
      const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}?v=hi` });
      expect(res.json(), path).toMatchObject({ errcode: 0, result: 'hi' });
    }
    const doc = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([`${API_PREFIX}/demo.a/echo`, `${API_PREFIX}/demo.b/echo`]));
    await app.close();
  });
});
