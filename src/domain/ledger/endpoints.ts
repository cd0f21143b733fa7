/**
 * The ledger calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { LEDGER_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const balanceLog = endpoint<S['balanceLog']>('GET', LEDGER_PATHS.balanceLog);
