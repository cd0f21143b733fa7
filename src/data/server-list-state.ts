/**
 * What a list read from the server (not mirrored on the device) shows while it has no rows: its
 * spinner only while a request is really under way, and "needs the network" when offline or
 * unanswered, instead of an empty table (react-query pauses a query offline: it stays pending).
 */
import { failureText } from '@/api/api-error';

type ListQuery = { data?: unknown; isPending: boolean; isError: boolean; error: unknown };

export function listState(query: ListQuery, online: boolean, texts: { empty: string; unreachable: string }): { loading: boolean; empty: string } {
  if (query.data === undefined && !online) return { loading: false, empty: texts.unreachable };
  if (query.isError) return { loading: false, empty: failureText(query.error, texts.unreachable) };
  return { loading: query.isPending, empty: texts.empty };
}
