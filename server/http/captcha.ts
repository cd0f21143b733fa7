/**
 * The sign-in captcha (spec 1 §8 index/getcaptcha), a proof-of-work challenge (../../src/domain/shared/captcha.ts).
 * A challenge belongs to the token that asked for it: only a hash of its signature is kept, for
 * five minutes, and it is spent by the first answer given, right or wrong, so each solved
 * challenge buys one guess at a password and cannot be replayed.
 *
 * The work is PBKDF2-SHA-256 with 1,000 rounds per try, which the browser runs natively through
 * WebCrypto: a script gets no shortcut over a tablet. The server picks the counter, so the
 * solver's work is bounded (it tries counters from 0 up to it) and checking a solution costs one
 * HMAC (the key's signature), not the work again.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { CaptchaChallengeSchema, type CaptchaChallenge } from '@/domain/shared/captcha';
import type { Db } from '../db/database';
import { loginCaptchas } from '../metrics';
import { hashToken } from './crypto';
import { secretKey } from './secret-key';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const ROUNDS = 1_000;
// The counter to find, and so the tries: 1,000 to 5,000 by default, about a second of a
// tablet's two cores on average. CAPTCHA_WORK (checked at start by server/config.ts) sets the
// most, for slower tablets or a harder stance; the least is a fifth of it.
const DEFAULT_WORK = 5_000;
const work = () => Number(process.env.CAPTCHA_WORK) || DEFAULT_WORK;

// One key signs the challenges, another (derived from it) the expected keys.
const signingSecret = () => secretKey('captcha-hmac.key', 'CAPTCHA_KEY').toString('base64');
const keySecret = () => `${signingSecret()}:key`;

const challengeHash = (signature: string) => hashToken(`captcha:${signature}`);

/** Signs a new challenge for the token, replacing any earlier one. */
export async function issueCaptcha(db: Db, tokenId: number): Promise<CaptchaChallenge> {
  const challenge: Challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: ROUNDS,
    counter: randomInt(Math.ceil(work() / 5), work()),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: signingSecret(),
    hmacKeySignatureSecret: keySecret(),
  });
  const signed = CaptchaChallengeSchema.parse(challenge);
  await db
    .updateTable('tokens')
    .set({ captcha_hash: challengeHash(signed.signature), captcha_expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .where('id', '=', tokenId)
    .execute();
  loginCaptchas.inc({ event: 'issued' });
  return signed;
}

const PayloadSchema = z.object({
  challenge: CaptchaChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

/** The captcha_code field read as a solved challenge, or null when it is not one. */
function readPayload(code: string): z.output<typeof PayloadSchema> | null {
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(code, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether `code` solves the token's live challenge. Spends it either way: the token's challenge is
 * cleared in the same statement that finds it (so two requests cannot both use it), and a wrong
 * or foreign answer clears it too.
 */
export async function spendCaptcha(db: Db, tokenId: number | null, code: string | undefined): Promise<boolean> {
  if (tokenId === null) return false;
  const payload = code ? readPayload(code) : null;
  const mine = payload
    ? await db
        .updateTable('tokens')
        .set({ captcha_hash: null, captcha_expires_at: null })
        .where('id', '=', tokenId)
        .where('captcha_hash', '=', challengeHash(payload.challenge.signature))
        .where('captcha_expires_at', '>', new Date())
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!payload || !mine) {
    await db.updateTable('tokens').set({ captcha_hash: null, captcha_expires_at: null }).where('id', '=', tokenId).execute();
    return false;
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signingSecret(),
      hmacKeySignatureSecret: keySecret(),
    });
    return result.verified;
  } catch {
    return false;
  }
}
