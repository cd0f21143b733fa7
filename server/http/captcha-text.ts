import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another on a small picture (no 0/O, 1/I/L).
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

/** A captcha's answer: four characters from a secure random source (31^4 ≈ 920,000 answers, one try each). */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CHARS[randomInt(CHARS.length)]).join('');
}
