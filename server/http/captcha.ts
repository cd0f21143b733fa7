/**
 * The sign-in captcha (spec 1 §8 index/getcaptcha). A captcha belongs to the token that asked for
 * it; its answer is kept only as a hash, for five minutes, and is spent by the first answer given,
 * right or wrong, so each picture buys one guess at a password.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Db } from '../db/database';
import { loginCaptchas } from '../metrics';
import { hashToken } from './crypto';

export const CAPTCHA_TTL_MS = 5 * 60_000;

// Letters and digits that cannot be mistaken for one another on a small picture (no 0/O, 1/I/L).
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

/** A captcha's answer: four characters from a secure random source (31^4 ≈ 920,000 answers, one try each). */
function captchaText(): string {
  return Array.from({ length: LENGTH }, () => CHARS[randomInt(CHARS.length)]).join('');
}

type SvgOptions = { width: number; height: number; fontSize: number; noise: number; color: boolean; background: string };
// svg-captcha's callable default (draw this text) is missing from its type declarations.
const drawCaptcha: (text: string, options: SvgOptions) => string = createRequire(import.meta.url)('svg-captcha');

/** How an answer is kept and compared: hashed, ignoring case and surrounding spaces. */
export const answerHash = (answer: string) => hashToken(`captcha:${answer.trim().toUpperCase()}`);

/** Draws a new captcha for the token, replacing any earlier one, and answers its picture as a data URL. */
export async function issueCaptcha(db: Db, tokenId: number): Promise<string> {
  const text = captchaText();
  await db
    .updateTable('tokens')
    .set({ captcha_hash: answerHash(text), captcha_expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .where('id', '=', tokenId)
    .execute();
  loginCaptchas.inc({ event: 'issued' });
  const svg = drawCaptcha(text, { width: 132, height: 44, fontSize: 44, noise: 3, color: true, background: '#f4f6f8' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Whether `answer` matches the token's live captcha. Spends it either way: the right answer clears
 * it in the same statement that checks it (so two requests cannot both use it), a wrong one after.
 */
export async function spendCaptcha(db: Db, tokenId: number | null, answer: string | undefined): Promise<boolean> {
  if (tokenId === null) return false;
  const matched = answer
    ? await db
        .updateTable('tokens')
        .set({ captcha_hash: null, captcha_expires_at: null })
        .where('id', '=', tokenId)
        .where('captcha_hash', '=', answerHash(answer))
        .where('captcha_expires_at', '>', new Date())
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (matched) return true;
  await db.updateTable('tokens').set({ captcha_hash: null, captcha_expires_at: null }).where('id', '=', tokenId).execute();
  return false;
}
