/**
 * The schemas of the fast order calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { FastOrderPayloadSchema, FastOrderResultSchema, TemplateFileQuery, TemplateLinkAnswer, UploadOrderBody } from './payload';
import { TeamUploadBody, TeamUploadResultSchema } from './team-import';

export const schemas = {
  addFastOrder: { body: FastOrderPayloadSchema, answer: FastOrderResultSchema },
  uploadFastOrder: { body: UploadOrderBody, answer: FastOrderResultSchema },
  uploadTemplate: { body: TeamUploadBody, answer: TeamUploadResultSchema },
  templateLink: { answer: TemplateLinkAnswer },
  templateFile: { query: TemplateFileQuery },
} satisfies Record<string, Schemas>;
