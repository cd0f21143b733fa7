/**
 * The captcha as the browser answers it (src/api/captcha.ts solves in Web Workers with WebCrypto;
 * the same search here, with Node's PBKDF2). Files that sign in through the captcha often set
 * CAPTCHA_WORK low, so a solve takes milliseconds.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeCaptchaCode, type CaptchaChallenge } from '@/domain/shared/captcha';

type Caller = { call<T>(method: 'GET', path: string, opts: { token: string }): Promise<{ body: { result: T } }> };

/** A challenge solved as the browser does, as the captcha_code field. */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return encodeCaptchaCode(challenge, solution);
}

/** A challenge issued to `token` (index/getcaptcha), solved. */
export async function solvedCaptcha(s: Caller, token: string): Promise<string> {
  const answer = await s.call<{ challenge: CaptchaChallenge }>('GET', '/index/getcaptcha', { token });
  return solveCaptchaChallenge(answer.body.result.challenge);
}
