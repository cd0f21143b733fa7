/**
 * The factory calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { AdvanceSchema, BoardPageSchema, BoardQuery, MoveAnswerSchema, ReviewSchema } from './contract';
import * as E from './endpoints';

export const orderList = withSchemas(E.orderList, { query: BoardQuery, answer: BoardPageSchema });
export const review = withSchemas(E.review, { body: ReviewSchema, answer: MoveAnswerSchema });
export const advance = withSchemas(E.advance, { body: AdvanceSchema, answer: MoveAnswerSchema });
