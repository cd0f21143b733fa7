import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
  });

  it("reads the proxies' addresses, ranges or names, never a hop count or everyone", () => {
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trustProxyFrom('loopback,::1')).toEqual(['loopback', '::1']);
    expect(() => trustProxyFrom('1')).toThrow(/TRUST_PROXY: "1"/);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY: "true"/);
  });
});
