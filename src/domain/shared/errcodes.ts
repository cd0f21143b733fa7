/**
 * The error codes of the API envelope `{errcode, message, result}`, one table for the server that
 * writes them and the clients (HTTP client, sync worker) that read them. errcode 0, 40007 and
 * 10007 are the spec's (spec 1 §8); the others are ours, documented in the README. The HTTP
 * status carries the same class so that proxies, logs and the sync engine can tell "rejected"
 * (4xx) from "try again" (5xx, 429).
 */
export const ERRCODE = {
  ok: 0,
  signedInElsewhere: 10007,
  validation: 40001,
  forbidden: 40003,
  notFound: 40004,
  tokenInvalid: 40007,
  conflict: 40009,
  tooLarge: 40013,
  rejected: 40022,
  rateLimited: 40029,
  internal: 50000,
} as const;

export type ErrCode = (typeof ERRCODE)[keyof typeof ERRCODE];

export const HTTP_STATUS: Record<ErrCode, number> = {
  [ERRCODE.ok]: 200,
  [ERRCODE.signedInElsewhere]: 200,
  [ERRCODE.validation]: 400,
  [ERRCODE.forbidden]: 403,
  [ERRCODE.notFound]: 404,
  [ERRCODE.tokenInvalid]: 401,
  [ERRCODE.conflict]: 409,
  [ERRCODE.tooLarge]: 413,
  [ERRCODE.rejected]: 422,
  [ERRCODE.rateLimited]: 429,
  [ERRCODE.internal]: 500,
};

/** An answer worth sending again later (the server failed or asked to slow down), not a refusal. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}
