/**
 * The fast order's placement calls as endpoint values (../shared/endpoint.ts): their schemas are
 * named as types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs
 * them with the schemas. The fast order's lookups are the catalogue's (../catalogue/endpoints.ts).
 */
import { endpoint } from '../shared/endpoint';
import type { FastOrderPayloadSchema, FastOrderResultSchema, TemplateFileQuery, TemplateLinkAnswer, UploadOrderBody } from './payload';
import type { TeamUploadBody, TeamUploadResultSchema } from './team-import';
import { FAST_ORDER_PATHS } from './paths';

export const addFastOrder = endpoint<{ body: typeof FastOrderPayloadSchema; answer: typeof FastOrderResultSchema }>('POST', FAST_ORDER_PATHS.addOrder);
export const uploadFastOrder = endpoint<{ body: typeof UploadOrderBody; answer: typeof FastOrderResultSchema }>('POST', FAST_ORDER_PATHS.uploadOrder);
export const uploadTemplate = endpoint<{ body: typeof TeamUploadBody; answer: typeof TeamUploadResultSchema }>('POST', FAST_ORDER_PATHS.uploadTemplate);
export const templateLink = endpoint<{ answer: typeof TemplateLinkAnswer }>('GET', FAST_ORDER_PATHS.templateLink);
export const templateFile = endpoint<{ query: typeof TemplateFileQuery }>('GET', FAST_ORDER_PATHS.templateFile);
