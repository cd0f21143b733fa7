/**
 * The customer-fabric calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import type { AddParcelBody, CodeQuery, IdQuery, ListQuery, MaterialPageSchema, MaterialQuery, ParcelDetailSchema, ParcelPageSchema, ReceiveBody, ReturnBody, UsableParcelsSchema, UsableQuery } from './contract';
import { FABRIC_PATHS } from './paths';



export const usable = endpoint<{ query: typeof UsableQuery; answer: typeof UsableParcelsSchema }>('GET', FABRIC_PATHS.usable);
export const materialSearch = endpoint<{ query: typeof MaterialQuery; answer: typeof MaterialPageSchema }>('GET', FABRIC_PATHS.materialSearch);
export const index = endpoint<{ query: typeof ListQuery; answer: typeof ParcelPageSchema }>('GET', FABRIC_PATHS.index);
export const add = endpoint<{ body: typeof AddParcelBody; answer: typeof IdAnswerSchema }>('POST', FABRIC_PATHS.add);
export const detail = endpoint<{ query: typeof IdQuery; answer: typeof ParcelDetailSchema }>('GET', FABRIC_PATHS.detail);
export const del = endpoint<{ body: typeof IdQuery; answer: typeof IdAnswerSchema }>('POST', FABRIC_PATHS.del);
export const byCode = endpoint<{ query: typeof CodeQuery; answer: typeof ParcelDetailSchema }>('GET', FABRIC_PATHS.byCode);
export const receive = endpoint<{ body: typeof ReceiveBody; answer: typeof ParcelDetailSchema }>('POST', FABRIC_PATHS.receive);
export const giveBack = endpoint<{ body: typeof ReturnBody; answer: typeof ParcelDetailSchema }>('POST', FABRIC_PATHS.giveBack);
