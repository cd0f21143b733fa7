/**
 * The group-buy calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, NullAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { AddStyleBody, AssignBody, ByOrderQuery, ByOrderSchema, ErrorReportBody, GroupEntrySchema, GroupOrderSchema, GroupPageSchema, GroupPeopleSchema, IdBody, IdQuery, ListQuery, OverridesAnswerSchema, PlacedSchema, ProductOptionsSchema, ReviewBody, SizesBody, StageAnswerSchema, StyleListSchema, StyleSchema, StyleSearchQuery, StyleTechsQuery } from './contract';
import * as E from './endpoints';

export const products = withSchemas(E.products, { answer: ProductOptionsSchema });
export const styleSearch = withSchemas(E.styleSearch, { query: StyleSearchQuery, answer: StyleListSchema });
export const styleTechs = withSchemas(E.styleTechs, { query: StyleTechsQuery, answer: StyleSchema });
export const addNewStyle = withSchemas(E.addNewStyle, { body: AddStyleBody, answer: StyleSchema });
export const list = withSchemas(E.list, { query: ListQuery, answer: GroupPageSchema });
export const detail = withSchemas(E.detail, { query: IdQuery, answer: GroupOrderSchema });
export const save = withSchemas(E.save, { body: GroupEntrySchema, answer: IdAnswerSchema });
export const submit = withSchemas(E.submit, { body: IdBody, answer: StageAnswerSchema });
export const review = withSchemas(E.review, { body: ReviewBody, answer: StageAnswerSchema });
export const assign = withSchemas(E.assign, { body: AssignBody, answer: StageAnswerSchema });
export const people = withSchemas(E.people, { query: IdQuery, answer: GroupPeopleSchema });
export const sizes = withSchemas(E.sizes, { body: SizesBody, answer: OverridesAnswerSchema });
export const confirmSizes = withSchemas(E.confirmSizes, { body: IdBody, answer: StageAnswerSchema });
export const reportError = withSchemas(E.reportError, { body: ErrorReportBody, answer: NullAnswerSchema });
export const byOrder = withSchemas(E.byOrder, { query: ByOrderQuery, answer: ByOrderSchema });
export const addOrder = withSchemas(E.addOrder, { body: IdBody, answer: PlacedSchema });
