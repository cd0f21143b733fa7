import { afterAll, expect, it, vi } from 'vitest';
import { eachDatabase } from '../support/api';

// The server sits behind one proxy at 10.9.0.1; the app is built after this is set.
vi.stubEnv('TRUST_PROXY', '10.9.0.0/24');
afterAll(() => vi.unstubAllEnvs());

const PROXY = '10.9.0.1';

eachDatabase('sign-in behind the configured proxy', (s) => {
  const viaProxy = (forwardedFor: string, password: string, mobilephone = '13800000001') =>
    s().call<{ field?: string }>('POST', '/index/login', {
      body: { mobilephone, password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts failures by the address the proxy saw, not by one the client made up per try', async () => {
    // Each try writes a new address into the header; the proxy appends the one it saw.
    // Guesses at three phones, so that no phone's own count asks for the captcha.
    for (let i = 0; i < 3; i++) expect((await viaProxy(`198.51.100.${i}, 203.0.113.7`, `guess${i}`, `1390000000${i}`)).body.errcode).toBe(40022);
    const fourth = await viaProxy('198.51.100.99, 203.0.113.7', 'demo1234');
    expect(fourth.body.result.field).toBe('captcha_code');
    // A colleague at another address behind the same proxy is not asked.
    expect([0, 10007]).toContain((await viaProxy('203.0.113.8', 'demo1234')).body.errcode);
  });

  it('believes no header from a caller that is not the proxy', async () => {
    const direct = (forwardedFor: string, password: string, mobilephone = '13800000003') =>
      s().call<{ field?: string }>('POST', '/index/login', {
        body: { mobilephone, password },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 3; i++) expect((await direct(`198.51.100.${10 + i}`, `guess${i}`, `1390000001${i}`)).body.errcode).toBe(40022);
    expect((await direct('198.51.100.20', 'demo1234')).body.result.field).toBe('captcha_code');
  });
});
