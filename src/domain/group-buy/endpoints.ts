/**
 * The group-buy calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema, NullAnswerSchema } from '../shared/endpoint-schemas';
import type { AddStyleBody, AssignBody, ByOrderQuery, ByOrderSchema, ErrorReportBody, GroupEntrySchema, GroupOrderSchema, GroupPageSchema, GroupPeopleSchema, IdBody, IdQuery, ListQuery, OverridesAnswerSchema, PlacedSchema, ProductOptionsSchema, ReviewBody, SizesBody, StageAnswerSchema, StyleListSchema, StyleSchema, StyleSearchQuery, StyleTechsQuery } from './contract';
import { GROUP_PATHS } from './paths';



export const products = endpoint<{ answer: typeof ProductOptionsSchema }>('GET', GROUP_PATHS.products);
export const styleSearch = endpoint<{ query: typeof StyleSearchQuery; answer: typeof StyleListSchema }>('GET', GROUP_PATHS.styleSearch);
export const styleTechs = endpoint<{ query: typeof StyleTechsQuery; answer: typeof StyleSchema }>('GET', GROUP_PATHS.styleTechs);
export const addNewStyle = endpoint<{ body: typeof AddStyleBody; answer: typeof StyleSchema }>('POST', GROUP_PATHS.addNewStyle);
export const list = endpoint<{ query: typeof ListQuery; answer: typeof GroupPageSchema }>('GET', GROUP_PATHS.list);
export const detail = endpoint<{ query: typeof IdQuery; answer: typeof GroupOrderSchema }>('GET', GROUP_PATHS.detail);
export const save = endpoint<{ body: typeof GroupEntrySchema; answer: typeof IdAnswerSchema }>('POST', GROUP_PATHS.save);
export const submit = endpoint<{ body: typeof IdBody; answer: typeof StageAnswerSchema }>('POST', GROUP_PATHS.submit);
export const review = endpoint<{ body: typeof ReviewBody; answer: typeof StageAnswerSchema }>('POST', GROUP_PATHS.review);
export const assign = endpoint<{ body: typeof AssignBody; answer: typeof StageAnswerSchema }>('POST', GROUP_PATHS.assign);
export const people = endpoint<{ query: typeof IdQuery; answer: typeof GroupPeopleSchema }>('GET', GROUP_PATHS.people);
export const sizes = endpoint<{ body: typeof SizesBody; answer: typeof OverridesAnswerSchema }>('POST', GROUP_PATHS.sizes);
export const confirmSizes = endpoint<{ body: typeof IdBody; answer: typeof StageAnswerSchema }>('POST', GROUP_PATHS.confirmSizes);
export const reportError = endpoint<{ body: typeof ErrorReportBody; answer: typeof NullAnswerSchema }>('POST', GROUP_PATHS.reportError);
export const byOrder = endpoint<{ query: typeof ByOrderQuery; answer: typeof ByOrderSchema }>('GET', GROUP_PATHS.byOrder);
export const addOrder = endpoint<{ body: typeof IdBody; answer: typeof PlacedSchema }>('POST', GROUP_PATHS.addOrder);
