/**
 * The fast order's placement calls with their schemas, for the server's routes and the tests'
 * answer checks (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { FastOrderPayloadSchema, FastOrderResultSchema, TemplateFileQuery, TemplateLinkAnswer, UploadOrderBody } from './payload';
import { TeamUploadBody, TeamUploadResultSchema } from './team-import';
import * as E from './endpoints';

export const addFastOrder = withSchemas(E.addFastOrder, { body: FastOrderPayloadSchema, answer: FastOrderResultSchema });
export const uploadFastOrder = withSchemas(E.uploadFastOrder, { body: UploadOrderBody, answer: FastOrderResultSchema });
export const uploadTemplate = withSchemas(E.uploadTemplate, { body: TeamUploadBody, answer: TeamUploadResultSchema });
export const templateLink = withSchemas(E.templateLink, { answer: TemplateLinkAnswer });
export const templateFile = withSchemas(E.templateFile, { query: TemplateFileQuery });
