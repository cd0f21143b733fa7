/**
 * The ordering-conference calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { AddSampleBody, CloseAnswer, ConferenceIdBody, DetailSchema, InviteBody, ListQuery, ListSchema, OrderAnswerSchema, OrderBody, RemoveSampleBody, SaveConferenceBody, TagQuery, TagSchema, UninviteBody } from './contract';
import { CONFERENCE_PATHS } from './paths';



export const list = endpoint<{ query: typeof ListQuery; answer: typeof ListSchema }>('GET', CONFERENCE_PATHS.list);
export const save = endpoint<{ body: typeof SaveConferenceBody; answer: typeof IdAnswerSchema }>('POST', CONFERENCE_PATHS.save);
export const detail = endpoint<{ query: typeof ConferenceIdBody; answer: typeof DetailSchema }>('GET', CONFERENCE_PATHS.detail);
export const addSample = endpoint<{ body: typeof AddSampleBody; answer: typeof IdAnswerSchema }>('POST', CONFERENCE_PATHS.addSample);
export const removeSample = endpoint<{ body: typeof RemoveSampleBody; answer: typeof IdAnswerSchema }>('POST', CONFERENCE_PATHS.removeSample);
export const invite = endpoint<{ body: typeof InviteBody; answer: typeof IdAnswerSchema }>('POST', CONFERENCE_PATHS.invite);
export const uninvite = endpoint<{ body: typeof UninviteBody; answer: typeof IdAnswerSchema }>('POST', CONFERENCE_PATHS.uninvite);
export const tag = endpoint<{ query: typeof TagQuery; answer: typeof TagSchema }>('GET', CONFERENCE_PATHS.tag);
export const order = endpoint<{ body: typeof OrderBody; answer: typeof OrderAnswerSchema }>('POST', CONFERENCE_PATHS.order);
export const close = endpoint<{ body: typeof ConferenceIdBody; answer: typeof CloseAnswer }>('POST', CONFERENCE_PATHS.close);
