/**
 * The ordering-conference calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { AddSampleBody, CloseAnswer, ConferenceIdBody, DetailSchema, InviteBody, ListQuery, ListSchema, OrderAnswerSchema, OrderBody, RemoveSampleBody, SaveConferenceBody, TagQuery, TagSchema, UninviteBody } from './contract';
import * as E from './endpoints';

export const list = withSchemas(E.list, { query: ListQuery, answer: ListSchema });
export const save = withSchemas(E.save, { body: SaveConferenceBody, answer: IdAnswerSchema });
export const detail = withSchemas(E.detail, { query: ConferenceIdBody, answer: DetailSchema });
export const addSample = withSchemas(E.addSample, { body: AddSampleBody, answer: IdAnswerSchema });
export const removeSample = withSchemas(E.removeSample, { body: RemoveSampleBody, answer: IdAnswerSchema });
export const invite = withSchemas(E.invite, { body: InviteBody, answer: IdAnswerSchema });
export const uninvite = withSchemas(E.uninvite, { body: UninviteBody, answer: IdAnswerSchema });
export const tag = withSchemas(E.tag, { query: TagQuery, answer: TagSchema });
export const order = withSchemas(E.order, { body: OrderBody, answer: OrderAnswerSchema });
export const close = withSchemas(E.close, { body: ConferenceIdBody, answer: CloseAnswer });
