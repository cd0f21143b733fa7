/**
 * The factory calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { AdvanceSchema, BoardPageSchema, BoardQuery, MoveAnswerSchema, ReviewSchema } from './contract';
import { FACTORY_PATHS } from './paths';



export const orderList = endpoint<{ query: typeof BoardQuery; answer: typeof BoardPageSchema }>('GET', FACTORY_PATHS.orderList);
export const review = endpoint<{ body: typeof ReviewSchema; answer: typeof MoveAnswerSchema }>('POST', FACTORY_PATHS.review);
export const advance = endpoint<{ body: typeof AdvanceSchema; answer: typeof MoveAnswerSchema }>('POST', FACTORY_PATHS.advance);
