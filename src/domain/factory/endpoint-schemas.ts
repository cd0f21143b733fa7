/**
 * The schemas of the factory calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { AdvanceSchema, BoardPageSchema, BoardQuery, MoveAnswerSchema, ReviewSchema } from './contract';

export const schemas = {
  orderList: { query: BoardQuery, answer: BoardPageSchema },
  review: { body: ReviewSchema, answer: MoveAnswerSchema },
  advance: { body: AdvanceSchema, answer: MoveAnswerSchema },
} satisfies Record<string, Schemas>;
