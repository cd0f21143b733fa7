/**
 * The schemas of the group purchase calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema, NullAnswerSchema } from '../shared/endpoint-schemas';
import { AddStyleBody, AssignBody, ByOrderQuery, ByOrderSchema, ErrorReportBody, GroupEntrySchema, GroupOrderSchema, GroupPageSchema, GroupPeopleSchema, IdBody, IdQuery, ListQuery, OverridesAnswerSchema, PlacedSchema, ProductOptionsSchema, ReviewBody, SizesBody, StageAnswerSchema, StyleListSchema, StyleSchema, StyleSearchQuery, StyleTechsQuery } from './contract';

export const schemas = {
  products: { answer: ProductOptionsSchema },
  styleSearch: { query: StyleSearchQuery, answer: StyleListSchema },
  styleTechs: { query: StyleTechsQuery, answer: StyleSchema },
  addNewStyle: { body: AddStyleBody, answer: StyleSchema },
  list: { query: ListQuery, answer: GroupPageSchema },
  detail: { query: IdQuery, answer: GroupOrderSchema },
  save: { body: GroupEntrySchema, answer: IdAnswerSchema },
  submit: { body: IdBody, answer: StageAnswerSchema },
  review: { body: ReviewBody, answer: StageAnswerSchema },
  assign: { body: AssignBody, answer: StageAnswerSchema },
  people: { query: IdQuery, answer: GroupPeopleSchema },
  sizes: { body: SizesBody, answer: OverridesAnswerSchema },
  confirmSizes: { body: IdBody, answer: StageAnswerSchema },
  reportError: { body: ErrorReportBody, answer: NullAnswerSchema },
  byOrder: { query: ByOrderQuery, answer: ByOrderSchema },
  addOrder: { body: IdBody, answer: PlacedSchema },
} satisfies Record<string, Schemas>;
