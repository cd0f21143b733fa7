/**
 * The schemas of the foreign customization calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { ForeignOrderResultSchema, ForeignOrderSchema } from './order';

export const schemas = {
  addForeignOrder: { body: ForeignOrderSchema, answer: ForeignOrderResultSchema },
} satisfies Record<string, Schemas>;
