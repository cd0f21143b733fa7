import { ERRCODE, HTTP_STATUS, type ErrCode } from '@/domain/shared/errcodes';

// The one table lives in src/domain, shared with the clients that read the codes.
export { ERRCODE, HTTP_STATUS, type ErrCode };

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

/** A record that is not there, said by its own sentence ("该常用款式已不存在"), never by a name in code. */
export const notFound = (key: string) => new ApiError(ERRCODE.notFound, key);
export const forbidden = () => new ApiError(ERRCODE.forbidden, 'forbidden');
export const conflict = (key: string, params?: Record<string, unknown>) => new ApiError(ERRCODE.conflict, key, params);
export const rejected = (key: string, params?: Record<string, unknown>) => new ApiError(ERRCODE.rejected, key, params);
/** A field-level refusal discovered after parsing (e.g. an unknown id): names the field like schema errors do. */
export const invalidField = (field: string, key = 'field.invalid', params: Record<string, unknown> = {}) =>
  new ApiError(ERRCODE.validation, key, { field, ...params }, { field });
