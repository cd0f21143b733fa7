/**
 * The error codes of the API envelope. errcode 0, 40007 and 10007 are the spec's (spec 1 §8);
 * the others are ours, documented in the README. The HTTP status carries the same class so that
 * proxies, logs and the sync engine can tell "rejected" (4xx) from "try again" (5xx, 429).
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

/**
 * An expected failure. `key` is a message key in locales/<lang>/errors.json (or another namespace
 * as `ns:key`), translated into the caller's language when the envelope is written.
 */
export class ApiError extends Error {
  constructor(
    readonly errcode: ErrCode,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly result: unknown = null,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(ERRCODE.notFound, 'not_found', { what });
export const forbidden = () => new ApiError(ERRCODE.forbidden, 'forbidden');
export const conflict = (key: string, params?: Record<string, unknown>) => new ApiError(ERRCODE.conflict, key, params);
export const rejected = (key: string, params?: Record<string, unknown>) => new ApiError(ERRCODE.rejected, key, params);
/** A field-level refusal discovered after parsing (e.g. an unknown id): names the field like schema errors do. */
export const invalidField = (field: string, key = 'field.invalid', params: Record<string, unknown> = {}) =>
  new ApiError(ERRCODE.validation, key, { field, ...params }, { field });
