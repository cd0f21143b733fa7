/**
 * The schemas of the ordering conference calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { AddSampleBody, CloseAnswer, ConferenceIdBody, DetailSchema, InviteBody, ListQuery, ListSchema, OrderAnswerSchema, OrderBody, RemoveSampleBody, SaveConferenceBody, TagQuery, TagSchema, UninviteBody } from './contract';

export const schemas = {
  list: { query: ListQuery, answer: ListSchema },
  save: { body: SaveConferenceBody, answer: IdAnswerSchema },
  detail: { query: ConferenceIdBody, answer: DetailSchema },
  addSample: { body: AddSampleBody, answer: IdAnswerSchema },
  removeSample: { body: RemoveSampleBody, answer: IdAnswerSchema },
  invite: { body: InviteBody, answer: IdAnswerSchema },
  uninvite: { body: UninviteBody, answer: IdAnswerSchema },
  tag: { query: TagQuery, answer: TagSchema },
  order: { body: OrderBody, answer: OrderAnswerSchema },
  close: { body: ConferenceIdBody, answer: CloseAnswer },
} satisfies Record<string, Schemas>;
