/**
 * The group-buy calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { GROUP_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const products = endpoint<S['products']>('GET', GROUP_PATHS.products);
export const styleSearch = endpoint<S['styleSearch']>('GET', GROUP_PATHS.styleSearch);
export const styleTechs = endpoint<S['styleTechs']>('GET', GROUP_PATHS.styleTechs);
export const addNewStyle = endpoint<S['addNewStyle']>('POST', GROUP_PATHS.addNewStyle);
export const list = endpoint<S['list']>('GET', GROUP_PATHS.list);
export const detail = endpoint<S['detail']>('GET', GROUP_PATHS.detail);
export const save = endpoint<S['save']>('POST', GROUP_PATHS.save);
export const submit = endpoint<S['submit']>('POST', GROUP_PATHS.submit);
export const review = endpoint<S['review']>('POST', GROUP_PATHS.review);
export const assign = endpoint<S['assign']>('POST', GROUP_PATHS.assign);
export const people = endpoint<S['people']>('GET', GROUP_PATHS.people);
export const sizes = endpoint<S['sizes']>('POST', GROUP_PATHS.sizes);
export const confirmSizes = endpoint<S['confirmSizes']>('POST', GROUP_PATHS.confirmSizes);
export const reportError = endpoint<S['reportError']>('POST', GROUP_PATHS.reportError);
export const byOrder = endpoint<S['byOrder']>('GET', GROUP_PATHS.byOrder);
export const addOrder = endpoint<S['addOrder']>('POST', GROUP_PATHS.addOrder);
