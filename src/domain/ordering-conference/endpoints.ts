/**
 * The ordering-conference calls as endpoint values (../shared/endpoint.ts): their schemas are named
 * as types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the
 * schemas, and ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { CONFERENCE_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const list = endpoint<S['list']>('GET', CONFERENCE_PATHS.list);
export const save = endpoint<S['save']>('POST', CONFERENCE_PATHS.save);
export const detail = endpoint<S['detail']>('GET', CONFERENCE_PATHS.detail);
export const addSample = endpoint<S['addSample']>('POST', CONFERENCE_PATHS.addSample);
export const removeSample = endpoint<S['removeSample']>('POST', CONFERENCE_PATHS.removeSample);
export const invite = endpoint<S['invite']>('POST', CONFERENCE_PATHS.invite);
export const uninvite = endpoint<S['uninvite']>('POST', CONFERENCE_PATHS.uninvite);
export const tag = endpoint<S['tag']>('GET', CONFERENCE_PATHS.tag);
export const order = endpoint<S['order']>('POST', CONFERENCE_PATHS.order);
export const close = endpoint<S['close']>('POST', CONFERENCE_PATHS.close);
