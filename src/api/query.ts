/**
 * react-query options for an endpoint value: its key and a query function that calls it, the
 * data's type read off the endpoint. Apart from ./http.ts, which sign-in uses without react-query.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AnswerOf, Endpoint, InputOf } from '@/domain/shared/endpoint';
import { call } from './http';

/**
 * `key` defaults to the endpoint's path and input; a module whose screens refresh several of its
 * calls at once passes its own, under a common prefix.
 */
export function endpointQuery<E extends Endpoint>(e: E, input: InputOf<E>, key: QueryKey = [e.path, input]) {
  return queryOptions<AnswerOf<E>, Error, AnswerOf<E>, QueryKey>({
    queryKey: key,
    queryFn: () => (call as (e: Endpoint, input: unknown) => Promise<AnswerOf<E>>)(e, input),
  });
}
