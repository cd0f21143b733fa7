/**
 * The schemas of the order form calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { AcceptAnswerSchema, AcceptBody, DeclineBody, EditRequestBody, FormInfoQuery, FormInfoSchema, RequestPageSchema, RequestsQuery, SubmitBody } from './contract';

export const schemas = {
  info: { query: FormInfoQuery, answer: FormInfoSchema },
  submit: { body: SubmitBody, answer: IdAnswerSchema },
  requests: { query: RequestsQuery, answer: RequestPageSchema },
  editRequest: { body: EditRequestBody, answer: IdAnswerSchema },
  accept: { body: AcceptBody, answer: AcceptAnswerSchema },
  decline: { body: DeclineBody, answer: IdAnswerSchema },
} satisfies Record<string, Schemas>;
