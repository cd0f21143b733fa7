import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

eachDatabase('auth', (s) => {
  it('issues an anonymous token that protected calls refuse with 40007', async () => {
    const anon = await s().call<{ token: string }>('GET', '/token/get');
    expect(anon.body.errcode).toBe(0);
    expect(anon.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await s().call('GET', '/common.account/index', { token: anon.body.result.token });
    expect(profile.status).toBe(401);
    expect(profile.body.errcode).toBe(40007);
  });

  it('refuses protected calls without a token or with a made-up one', async () => {
    for (const token of [undefined, 'nope', 'x'.repeat(500)]) {
      const res = await s().call('GET', '/common.account/index', token ? { token } : {});
      expect(res.body.errcode).toBe(40007);
    }
  });

  it('issues a new token at sign-in and revokes the anonymous one it was signed in with', async () => {
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    const login = await s().call<{ token: string; user_info: { user_type: number; money: string } }>('POST', '/index/login', {
      token: anon,
      body: { mobilephone: '13800000002', password: 'demo1234', captcha_code: '' },
    });
    expect([0, 10007]).toContain(login.body.errcode);
    // A token known before sign-in (seen in a URL, a log, a shared device) must not become the session.
    expect(login.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.result.token).not.toBe(anon);
    expect(login.body.result.user_info.user_type).toBe(4);
    const profile = await s().call<{ user_info: { mobilephone: string } }>('GET', '/common.account/index', { token: login.body.result.token });
    expect(profile.body.result.user_info.mobilephone).toBe('13800000002');
    expect((await s().call('GET', '/common.account/index', { token: anon })).body.errcode).toBe(40007);

  });

  it('answers 10007 when the account already holds another live session, and still signs in', async () => {
    await s().login('13800000003');
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    const second = await s().call<{ token: string; user_info: unknown }>('POST', '/index/login', {
      token: anon,
      body: { mobilephone: '13800000003', password: 'demo1234' },
      lang: 'zh',
    });
    expect(second.status).toBe(200);
    expect(second.body.errcode).toBe(10007);
    expect(second.body.message).toBe('该账号已在其他设备登录或未正常退出');
    expect(second.body.result.user_info).toBeTruthy();
    const profile = await s().call('GET', '/common.account/index', { token: second.body.result.token });
    expect(profile.body.errcode).toBe(0);
  });

  it('never returns a password hash', async () => {
    const token = await s().login('13800000001');
    const res = await s().call('GET', '/common.account/index', { token });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password_hash/);
  });

  it('logout revokes the token', async () => {
    const token = await s().login('13800000004');
    expect((await s().call('POST', '/index/logout', { token, body: {} })).body.errcode).toBe(0);
    expect((await s().call('GET', '/common.account/index', { token })).body.errcode).toBe(40007);
  });

  it('names the missing field in the caller language', async () => {
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    const zh = await s().call('POST', '/index/login', { token: anon, body: { password: 'x' }, lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('mobilephone：必填');
    const en = await s().call('POST', '/index/login', { token: anon, body: { mobilephone: '', password: 'x' }, lang: 'en' });
    expect(en.body.message).toBe('Please fill in the phone number');
    const pw = await s().call('POST', '/index/login', { token: anon, body: { mobilephone: '13800000001', password: '' }, lang: 'zh' });
    expect(pw.body.message).toBe('请填写密码');
  });

  it.each([
    ['an object where a string belongs', { mobilephone: { $gt: '' }, password: 'demo1234' }, 'mobilephone'],
    ['a number where a string belongs', { mobilephone: 13800000001, password: 'demo1234' }, 'mobilephone'],
    ['a megabyte string', { mobilephone: '1'.repeat(1_000_000), password: 'demo1234' }, 'mobilephone'],
    ['an array body', [1, 2, 3], 'body'],
  ])('refuses %s with a 4xx naming the field', async (_label, body, field) => {
    const res = await s().call<{ field: string }>('POST', '/index/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.errcode).toBe(40001);
    expect(res.body.result.field).toBe(field);
    expect(res.body.message).toContain(field === 'body' ? 'body' : field);
  });

  it('refuses broken JSON and oversized bodies without a stack trace', async () => {
    const broken = await s().call('POST', '/index/login', { raw: '{"mobilephone": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.errcode).toBe(40001);
    const huge = await s().call('POST', '/index/login', { raw: JSON.stringify({ mobilephone: 'x'.repeat(5 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(broken.body) + JSON.stringify(huge.body)).not.toMatch(/at .*\.ts|Error:/);
  });

  it('throttles a phone after 5 wrong passwords within 15 minutes, with a clear message', async () => {
    const phone = '13800000002';
    for (let i = 0; i < 5; i++) {
      const wrong = await s().call('POST', '/index/login', { body: { mobilephone: phone, password: `wrong${i}` } });
      expect(wrong.body.errcode).toBe(40022);
    }
    const blocked = await s().call('POST', '/index/login', { body: { mobilephone: phone, password: 'demo1234' }, lang: 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errcode).toBe(40029);
    expect(blocked.body.message).toMatch(/Too many wrong passwords, please try again in \d+ minutes/);
    // Another phone from the same address is still served.
    expect((await s().call('POST', '/index/login', { body: { mobilephone: '13800000001', password: 'demo1234' } })).body.errcode).not.toBe(40029);
  });

  it("never clears an address's count on a success: 30 wrong passwords on many phones, then even a right one is refused", async () => {
    const remoteAddress = '10.20.30.40';
    const login = (mobilephone: string, password: string) => s().call('POST', '/index/login', { body: { mobilephone, password }, remoteAddress });
    // 29 guesses at phones that name no account, 4 per phone so no phone's own limit trips.
    for (let i = 0; i < 29; i++) {
      expect((await login(`1390000${String(Math.floor(i / 4)).padStart(4, '0')}`, `guess${i}`)).body.errcode).toBe(40022);
    }
    // The guesser signs in to an account of its own: that clears this phone's count, not the address's.
    expect([0, 10007]).toContain((await login('13800000003', 'demo1234')).body.errcode);
    expect((await login('13900009999', 'guess29')).body.errcode).toBe(40022);
    const blocked = await login('13800000001', 'demo1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errcode).toBe(40029);
    // Another address is served.
    expect([0, 10007]).toContain((await s().call('POST', '/index/login', { body: { mobilephone: '13800000001', password: 'demo1234' }, remoteAddress: '10.20.30.41' })).body.errcode);
  });

  it("clears a phone's count on that phone's success", async () => {
    const remoteAddress = '10.20.30.42';
    const login = (password: string) => s().call('POST', '/index/login', { body: { mobilephone: '13800000003', password }, remoteAddress });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(`guess${i}`)).body.errcode).toBe(40022);
      expect([0, 10007]).toContain((await login('demo1234')).body.errcode);
    }
  });

  it('lets at most 5 of 20 simultaneous wrong passwords through to the check, then refuses even the right one', async () => {
    const phone = '13800000005';
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s().call('POST', '/index/login', { body: { mobilephone: phone, password: `guess${i}` } })),
    );
    const codes = tries.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 40022)).toHaveLength(5);
    expect(codes.filter((c) => c === 40029)).toHaveLength(15);
    expect(tries.every((r) => r.status === (r.body.errcode === 40022 ? 422 : 429))).toBe(true);
    const right = await s().call('POST', '/index/login', { body: { mobilephone: phone, password: 'demo1234' }, lang: 'zh' });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^密码错误次数过多/);
    // Refused attempts are not recorded: only the five that reached the password check count.
    const rows = await s().db.selectFrom('login_attempts').select('succeeded').where('mobilephone', '=', phone).execute();
    expect(rows).toHaveLength(5);
  });

  it('accepts a JSON content type with an empty body on a bodiless POST (logout)', async () => {
    const token = await s().login('13800000003');
    const res = await s().call('POST', '/index/logout', { token, raw: '' });
    expect(res.status).toBe(200);
    expect(res.body.errcode).toBe(0);
    expect((await s().call('GET', '/common.account/index', { token })).body.errcode).toBe(40007);
    // A route that needs a body names its first missing field rather than a parser error.
    const login = await s().call<{ field: string }>('POST', '/index/login', { raw: '' });
    expect(login.status).toBe(400);
    expect(login.body.result.field).toBe('mobilephone');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await s().call('GET', '/no.such/thing');
    expect(res.status).toBe(404);
    expect(res.body.errcode).toBe(40004);
  });
});
