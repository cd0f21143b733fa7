/**
 * The captcha is a proof-of-work challenge (ALTCHA's open-source format): the server signs a
 * challenge, the browser searches for the counter that derives its key, and sends the challenge
 * with the solution back as the spec'd captcha_code field, base64 JSON. A script can still solve
 * it, but every try costs it the same work as a person's browser, and nothing outside this
 * server is called.
 */
import { z } from 'zod';
import { text } from './fields';

/** A challenge as the server signs it; every parameter is covered by its signature. */
export const CaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.output<typeof CaptchaChallengeSchema>;

/** The solved challenge as a field: some 700 characters of base64; anything much longer is not one. */
export const captchaCode = () => text(2048);

/** What the browser sends back: the challenge as it came and the counter it found, base64 JSON. */
export function encodeCaptchaCode(challenge: CaptchaChallenge, solution: { counter: number; derivedKey: string }): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(json);
}
