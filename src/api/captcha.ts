/** Solving the server's captcha challenge (src/domain/shared/captcha.ts) in Web Workers. */
import { solveChallengeWorkers } from 'altcha-lib';
import { encodeCaptchaCode } from '@/domain/shared/captcha';
import { visitorCaptcha } from './auth';

// Two workers share the search; more would starve the page on a tablet's few cores.
const WORKERS = 2;
const TIMEOUT_MS = 60_000;

/** A new challenge for this visitor's token, solved: the captcha_code of its next try. */
export async function solveCaptcha(): Promise<string> {
  const { challenge } = await visitorCaptcha();
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.max(1, Math.min(WORKERS, navigator.hardwareConcurrency || 1)),
    timeout: TIMEOUT_MS,
    createWorker: () => new Worker(new URL('../../workers/captcha.worker.ts', import.meta.url), { type: 'module', name: 'captcha' }),
  });
  if (!solution) throw new Error('captcha not solved');
  return encodeCaptchaCode(challenge, solution);
}
