import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HASH_COST, hashSecret, standInHash, verifySecret } from './crypto';

const costOf = (hash: string) => Math.log2(Number(hash.split('$')[1]));

describe('password hashes', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are made at N=2^14 unless PASSWORD_HASH_COST says otherwise', async () => {
    expect(DEFAULT_HASH_COST).toBe(14);
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const hash = await hashSecret('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifySecret('demo1234', hash)).toBe(true);
    expect(await verifySecret('demo1235', hash)).toBe(false);
  });

  it('keep their own cost: one made at another setting still verifies, at its own cost', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '15');
    const stronger = await hashSecret('pay-654321');
    expect(costOf(stronger)).toBe(15);
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    expect(await verifySecret('pay-654321', stronger)).toBe(true);
    expect(costOf(await hashSecret('x'))).toBe(10);
  });

  it('stand in for an unknown account at the cost a real check takes, matching no password', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '11');
    const standIn = await standInHash();
    expect(costOf(standIn)).toBe(11);
    expect(await standInHash()).toBe(standIn);
    expect(await verifySecret('', standIn)).toBe(false);
    vi.stubEnv('PASSWORD_HASH_COST', '12');
    expect(costOf(await standInHash())).toBe(12);
  });

  it('refuse what is not one of theirs', async () => {
    expect(await verifySecret('demo1234', null)).toBe(false);
    expect(await verifySecret('demo1234', 'md5$abc')).toBe(false);
  });
});
