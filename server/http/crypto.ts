import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * log2 of scrypt's N for new hashes. 14 (N=16384, r=8): ~30 ms on this class of machine and
 * 16 MiB of memory per hash. PASSWORD_HASH_COST (checked at start by server/config.ts) sets it; a
 * stored hash keeps its own parameters, so changing it never locks anyone out.
 */
export const DEFAULT_HASH_COST = 14;
const hashCost = () => Number(process.env.PASSWORD_HASH_COST) || DEFAULT_HASH_COST;
const R = 8;
const P = 1;
const KEY_LEN = 32;
/** scrypt needs 128·N·r bytes; twice that leaves Node's check room at every cost the setting allows. */
const maxmem = (n: number) => 2 * 128 * n * R;

/** `scrypt$N$r$p$salt$hash`, base64 parts, a fresh salt for every hash. */
export async function hashSecret(secret: string): Promise<string> {
  const N = 2 ** hashCost();
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, KEY_LEN, { N, r: R, p: P, maxmem: maxmem(N) });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const standIns = new Map<number, Promise<string>>();

/**
 * A hash of a random secret at the cost new hashes are made at: checking a password against it
 * when the account is unknown takes as long as a real check, so timing does not reveal which phone
 * numbers have accounts, whatever PASSWORD_HASH_COST says.
 */
export function standInHash(): Promise<string> {
  const cost = hashCost();
  let hash = standIns.get(cost);
  if (!hash) standIns.set(cost, (hash = hashSecret(randomBytes(16).toString('base64'))));
  return hash;
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, saltB64, keyB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(secret, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n)),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A 256-bit random token for the client; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
