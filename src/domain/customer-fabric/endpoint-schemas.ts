/**
 * The schemas of the customer fabric calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { AddParcelBody, CodeQuery, IdQuery, ListQuery, MaterialPageSchema, MaterialQuery, ParcelDetailSchema, ParcelPageSchema, ReceiveBody, ReturnBody, UsableParcelsSchema, UsableQuery } from './contract';

export const schemas = {
  usable: { query: UsableQuery, answer: UsableParcelsSchema },
  materialSearch: { query: MaterialQuery, answer: MaterialPageSchema },
  index: { query: ListQuery, answer: ParcelPageSchema },
  add: { body: AddParcelBody, answer: IdAnswerSchema },
  detail: { query: IdQuery, answer: ParcelDetailSchema },
  del: { body: IdQuery, answer: IdAnswerSchema },
  byCode: { query: CodeQuery, answer: ParcelDetailSchema },
  receive: { body: ReceiveBody, answer: ParcelDetailSchema },
  giveBack: { body: ReturnBody, answer: ParcelDetailSchema },
} satisfies Record<string, Schemas>;
