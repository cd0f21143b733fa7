/**
 * The order-form calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { AcceptAnswerSchema, AcceptBody, DeclineBody, EditRequestBody, FormInfoQuery, FormInfoSchema, RequestPageSchema, RequestsQuery, SubmitBody } from './contract';
import * as E from './endpoints';

export const info = withSchemas(E.info, { query: FormInfoQuery, answer: FormInfoSchema });
export const submit = withSchemas(E.submit, { body: SubmitBody, answer: IdAnswerSchema });
export const requests = withSchemas(E.requests, { query: RequestsQuery, answer: RequestPageSchema });
export const editRequest = withSchemas(E.editRequest, { body: EditRequestBody, answer: IdAnswerSchema });
export const accept = withSchemas(E.accept, { body: AcceptBody, answer: AcceptAnswerSchema });
export const decline = withSchemas(E.decline, { body: DeclineBody, answer: IdAnswerSchema });
