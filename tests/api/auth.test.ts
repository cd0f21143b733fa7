import { afterAll, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { CaptchaChallenge } from '@/domain/shared/captcha';
import { ANONYMOUS_TOKENS_PER_HOUR } from '../../server/http/session';
import { eachDatabase } from '../support/api';
import { solveCaptchaChallenge, solvedCaptcha } from '../support/captcha';

// Small challenges: this file solves a hundred of them. The app is built after this is set.
vi.stubEnv('CAPTCHA_WORK', '20');
afterAll(() => vi.unstubAllEnvs());

eachDatabase('auth', (s) => {
  const anonymous = async () => (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
  /** A token holding a solved challenge, as the login page has once its worker is done. */
  const captchaToken = async () => {
    const token = await anonymous();
    return { token, code: await solvedCaptcha(s(), token) };
  };
  /** A sign-in that answers the captcha right, whether or not it is due. */
  const signIn = async (mobilephone: string, password: string, remoteAddress?: string, lang?: 'zh' | 'en') => {
    const { token, code } = await captchaToken();
    return s().call<{ field?: string }>('POST', '/index/login', {
      token,
      body: { mobilephone, password, captcha_code: code },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(lang ? { lang } : {}),
    });
  };

  it('issues an anonymous token that protected calls refuse with 40007', async () => {
    const anon = await s().call<{ token: string }>('GET', '/token/get');
    expect(anon.body.errcode).toBe(0);
    expect(anon.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await s().call('GET', '/common.account/index', { token: anon.body.result.token });
    expect(profile.status).toBe(401);
    expect(profile.body.errcode).toBe(40007);
  });

  it('gives an address a bounded number of anonymous tokens an hour, and sweeps away those that lapsed unused', async () => {
    const remoteAddress = '10.20.30.50';
    const get = (lang: 'zh' | 'en' = 'en') => s().call<{ token: string }>('GET', '/token/get', { remoteAddress, lang });
    // A lapsed anonymous token from yesterday, never used.
    const stale = await get();
    await sql`UPDATE tokens SET expires_at = now() - interval '1 minute' WHERE user_id IS NULL AND created_at > now() - interval '1 minute'`.execute(s().db);
    const before = await s().db.selectFrom('tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('expires_at', '<', new Date()).where('user_id', 'is', null).executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    for (let i = 1; i < ANONYMOUS_TOKENS_PER_HOUR; i++) expect((await get()).body.errcode).toBe(0);
    const flooded = await get('zh');
    expect(flooded.status).toBe(429);
    expect(flooded.body).toMatchObject({ errcode: 40029, result: null });
    expect(flooded.body.message).toMatch(/^获取令牌过于频繁，请 \d+ 分钟后再试$/);
    expect((await get()).body.message).toMatch(/^Too many new sessions from this address; try again in \d+ minutes$/);
    // Another address is served, and lapsed anonymous tokens are gone.
    expect((await s().call('GET', '/token/get', { remoteAddress: '10.20.30.51' })).body.errcode).toBe(0);
    const after = await s().db.selectFrom('tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('expires_at', '<', new Date()).where('user_id', 'is', null).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(0);
    expect((await s().call('GET', '/common.account/index', { token: stale.body.result.token })).body.errcode).toBe(40007);
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
    expect(zh.body.message).toBe('手机号：必填');
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
    // Named by its label, or not at all, never by its wire name.
    expect(res.body.message).not.toContain(field);
  });

  it('refuses broken JSON and oversized bodies without a stack trace', async () => {
    const broken = await s().call('POST', '/index/login', { raw: '{"mobilephone": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.errcode).toBe(40001);
    const huge = await s().call('POST', '/index/login', { raw: JSON.stringify({ mobilephone: 'x'.repeat(5 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(broken.body) + JSON.stringify(huge.body)).not.toMatch(/at .*\.ts|Error:/);
  });

  it('locks a phone at an address after 5 wrong passwords, longer after each further one, and never from another address', async () => {
    const phone = '13800000002';
    const attacker = '10.20.30.39';
    for (let i = 0; i < 5; i++) expect((await signIn(phone, `wrong${i}`, attacker)).body.errcode).toBe(40022);
    const blocked = await signIn(phone, 'demo1234', attacker, 'en');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errcode).toBe(40029);
    expect(blocked.body.message).toBe('Too many wrong passwords, please try again in 15 minutes');
    // The user at their own address still signs in: another address's failures do not lock them out.
    expect([0, 10007]).toContain((await signIn(phone, 'demo1234', '10.20.30.38')).body.errcode);
    // Another phone from the attacker's address is served.
    expect([0, 10007]).toContain((await signIn('13800000001', 'demo1234', attacker)).body.errcode);
    // Once the lock lifts, one more failure there locks for twice as long, then four times.
    const later = async () => {
      await sql`UPDATE login_attempts SET created_at = created_at - interval '2 hours' WHERE mobilephone = ${phone} AND ip = ${attacker}`.execute(s().db);
    };
    await later();
    expect((await signIn(phone, 'wrong5', attacker)).body.errcode).toBe(40022);
    expect((await signIn(phone, 'demo1234', attacker, 'en')).body.message).toBe('Too many wrong passwords, please try again in 30 minutes');
    await later();
    expect((await signIn(phone, 'wrong6', attacker)).body.errcode).toBe(40022);
    expect((await signIn(phone, 'demo1234', attacker, 'en')).body.message).toBe('Too many wrong passwords, please try again in 60 minutes');
  });

  it('lets no script through without the work: an absent, made-up, altered, foreign or replayed solution is refused, a solved one passes', async () => {
    const remoteAddress = '10.20.30.45';
    // Three failures from this address make its sign-ins ask for the captcha.
    for (let i = 0; i < 3; i++) await s().call('POST', '/index/login', { body: { mobilephone: '13900002000', password: `guess${i}` }, remoteAddress });
    const tryWith = (token: string, captcha_code?: string) =>
      s().call<{ field?: string }>('POST', '/index/login', { token, body: { mobilephone: '13800000001', password: 'demo1234', ...(captcha_code === undefined ? {} : { captcha_code }) }, remoteAddress, lang: 'en' });
    const refused = (res: Awaited<ReturnType<typeof tryWith>>) => res.status === 400 && res.body.result.field === 'captcha_code';
    const issue = async (token: string) => (await s().call<{ challenge: CaptchaChallenge }>('GET', '/index/getcaptcha', { token })).body.result.challenge;

    const token = await anonymous();
    const absent = await tryWith(token);
    expect(refused(absent)).toBe(true);
    expect(absent.body.message).toBe('Please complete the security check first');
    // Something that merely looks like an answer, and a solution whose counter was guessed rather than found.
    const challenge = await issue(token);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(refused(await tryWith(token, 'K7PX'))).toBe(true);
    const guessed = await issue(token);
    const fake = btoa(JSON.stringify({ challenge: guessed, solution: { counter: 1, derivedKey: '00'.repeat(32) } }));
    expect(refused(await tryWith(token, fake))).toBe(true);
    // A challenge made up or altered by the client (an easier prefix) fails its signature.
    const altered = await issue(token);
    const easier = { ...altered, parameters: { ...altered.parameters, keyPrefix: '0', keySignature: undefined } };
    expect(refused(await tryWith(token, await solveCaptchaChallenge(easier)))).toBe(true);
    // Solved, but issued to another token.
    const other = await anonymous();
    expect(refused(await tryWith(token, await solvedCaptcha(s(), other)))).toBe(true);
    // Solved and the token's own: it passes once, and the same answer again is refused.
    const code = await solvedCaptcha(s(), token);
    expect([0, 10007]).toContain((await tryWith(token, code)).body.errcode);
    const next = await anonymous();
    await issue(next);
    expect(refused(await tryWith(next, code))).toBe(true);
    const own = await solvedCaptcha(s(), next);
    expect([0, 10007]).toContain((await tryWith(next, own)).body.errcode);
    const again = await anonymous();
    expect(refused(await tryWith(again, own))).toBe(true);
  });

  it('never locks an address (many honest users share one behind a proxy): after 3 failures its sign-ins ask for the captcha', async () => {
    const remoteAddress = '10.20.30.40';
    const bare = (mobilephone: string, password: string, lang: 'zh' | 'en' = 'en') =>
      s().call<{ field?: string }>('POST', '/index/login', { body: { mobilephone, password }, remoteAddress, lang });
    for (let i = 0; i < 3; i++) expect((await bare(`1390000000${i}`, `guess${i}`)).body.errcode).toBe(40022);
    // The fourth sign-in from there, even a right one, needs the picture's characters.
    const asked = await bare('13800000001', 'demo1234', 'zh');
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ errcode: 40001, message: '请先完成安全验证', result: { field: 'captcha_code' } });
    expect((await bare('13800000001', 'demo1234')).body.message).toBe('Please complete the security check first');
    // A success of its own does not clear the address's count.
    expect([0, 10007]).toContain((await signIn('13800000003', 'demo1234', remoteAddress)).body.errcode);
    expect((await bare('13800000003', 'demo1234')).body.result.field).toBe('captcha_code');
    // 40 guesses in all on phones that name no account, 4 per phone so no phone's own limit trips:
    // the address is never locked, and a right sign-in with the captcha is still served.
    for (let i = 3; i < 40; i++) {
      expect((await signIn(`1390000${String(Math.floor(i / 4)).padStart(4, '0')}`, `guess${i}`, remoteAddress)).body.errcode).toBe(40022);
    }
    expect([0, 10007]).toContain((await signIn('13800000001', 'demo1234', remoteAddress)).body.errcode);
    // Another address is not asked.
    expect([0, 10007]).toContain((await s().call('POST', '/index/login', { body: { mobilephone: '13800000001', password: 'demo1234' }, remoteAddress: '10.20.30.41' })).body.errcode);
  });

  it('spends a challenge on its first answer, right or wrong', async () => {
    const remoteAddress = '10.20.30.43';
    for (let i = 0; i < 3; i++) {
      await s().call('POST', '/index/login', { body: { mobilephone: '13900001000', password: `guess${i}` }, remoteAddress });
    }
    const token = await anonymous();
    const answer = (captcha_code: string) =>
      s().call<{ field?: string }>('POST', '/index/login', { token, body: { mobilephone: '13800000001', password: 'demo1234', captcha_code }, remoteAddress, lang: 'zh' });
    const code = await solvedCaptcha(s(), token);
    const wrong = await answer('AAAA');
    expect(wrong.body).toMatchObject({ errcode: 40001, message: '安全验证已失效，正在重新验证', result: { field: 'captcha_code' } });
    // The solution no longer opens it: that challenge is spent.
    expect((await answer(code)).body.result.field).toBe('captcha_code');
    // A new challenge on the same token is answered once.
    expect([0, 10007]).toContain((await answer(await solvedCaptcha(s(), token))).body.errcode);
  });

  it("clears a phone's count on that phone's success", async () => {
    const remoteAddress = '10.20.30.42';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn('13800000003', `guess${i}`, remoteAddress)).body.errcode).toBe(40022);
      expect([0, 10007]).toContain((await signIn('13800000003', 'demo1234', remoteAddress)).body.errcode);
    }
  });

  it('lets at most 5 of 20 simultaneous wrong passwords through to the check, then refuses even the right one', async () => {
    const phone = '13800000005';
    const remoteAddress = '10.20.30.44';
    const tokens = await Promise.all(Array.from({ length: 20 }, () => captchaToken()));
    const tries = await Promise.all(
      tokens.map(({ token, code }, i) => s().call('POST', '/index/login', { token, body: { mobilephone: phone, password: `guess${i}`, captcha_code: code }, remoteAddress })),
    );
    const codes = tries.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 40022)).toHaveLength(5);
    expect(codes.filter((c) => c === 40029)).toHaveLength(15);
    expect(tries.every((r) => r.status === (r.body.errcode === 40022 ? 422 : 429))).toBe(true);
    const right = await signIn(phone, 'demo1234', remoteAddress, 'zh');
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
