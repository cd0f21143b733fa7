/**
 * Errors as values that cross module and worker boundaries as plain data.
 * `network` means the request never got an answer (offline, timeout): callers keep their data.
 */
export type ApiErrorKind = 'rejected' | 'unauthorized' | 'network' | 'server';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly errcode: number,
    message: string,
    readonly status: number,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field the server named, when it refused one. */
  get field(): string | undefined {
    const r = this.result as { field?: unknown } | null;
    return typeof r?.field === 'string' ? r.field : undefined;
  }
}
