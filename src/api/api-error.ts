/**
 * Errors as values that cross module and worker boundaries as plain data.
 * `network` means the request never got an answer (offline, timeout): callers keep their data.
 */
import type { Reply, ReplyKind } from './envelope';

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

/**
 * What to tell the user about a failed call: the server's own (localised) message when it answered,
 * `unanswered` (the page's "needs the network" wording) when it never did.
 */
export function failureText(err: unknown, unanswered: string): string {
  return err instanceof ApiError && err.kind !== 'network' ? err.message : unanswered;
}

const ERROR_KIND: Record<Exclude<ReplyKind, 'ok'>, ApiErrorKind> = { 'sign-in': 'unauthorized', retry: 'server', rejected: 'rejected', 'no-answer': 'network' };

/** The error a reply that is not ok stands for: a call's, or a download's whose answer was not the file. */
export function replyError(reply: Reply): ApiError {
  return new ApiError(ERROR_KIND[reply.kind as Exclude<ReplyKind, 'ok'>], reply.envelope?.errcode ?? 0, reply.message, reply.status, reply.envelope?.result ?? null);
}
