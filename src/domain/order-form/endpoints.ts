/**
 * The order-form calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { AcceptAnswerSchema, AcceptBody, DeclineBody, EditRequestBody, FormInfoQuery, FormInfoSchema, RequestPageSchema, RequestsQuery, SubmitBody } from './contract';
import { ORDER_FORM_PATHS } from './paths';



export const info = endpoint<{ query: typeof FormInfoQuery; answer: typeof FormInfoSchema }>('GET', ORDER_FORM_PATHS.info);
export const submit = endpoint<{ body: typeof SubmitBody; answer: typeof IdAnswerSchema }>('POST', ORDER_FORM_PATHS.submit);
export const requests = endpoint<{ query: typeof RequestsQuery; answer: typeof RequestPageSchema }>('GET', ORDER_FORM_PATHS.requests);
export const editRequest = endpoint<{ body: typeof EditRequestBody; answer: typeof IdAnswerSchema }>('POST', ORDER_FORM_PATHS.editRequest);
export const accept = endpoint<{ body: typeof AcceptBody; answer: typeof AcceptAnswerSchema }>('POST', ORDER_FORM_PATHS.accept);
export const decline = endpoint<{ body: typeof DeclineBody; answer: typeof IdAnswerSchema }>('POST', ORDER_FORM_PATHS.decline);
