/**
 * The customer-fabric calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { AddParcelBody, CodeQuery, IdQuery, ListQuery, MaterialPageSchema, MaterialQuery, ParcelDetailSchema, ParcelPageSchema, ReceiveBody, ReturnBody, UsableParcelsSchema, UsableQuery } from './contract';
import * as E from './endpoints';

export const usable = withSchemas(E.usable, { query: UsableQuery, answer: UsableParcelsSchema });
export const materialSearch = withSchemas(E.materialSearch, { query: MaterialQuery, answer: MaterialPageSchema });
export const index = withSchemas(E.index, { query: ListQuery, answer: ParcelPageSchema });
export const add = withSchemas(E.add, { body: AddParcelBody, answer: IdAnswerSchema });
export const detail = withSchemas(E.detail, { query: IdQuery, answer: ParcelDetailSchema });
export const del = withSchemas(E.del, { body: IdQuery, answer: IdAnswerSchema });
export const byCode = withSchemas(E.byCode, { query: CodeQuery, answer: ParcelDetailSchema });
export const receive = withSchemas(E.receive, { body: ReceiveBody, answer: ParcelDetailSchema });
export const giveBack = withSchemas(E.giveBack, { body: ReturnBody, answer: ParcelDetailSchema });
