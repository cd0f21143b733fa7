/**
 * The ledger calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { BalanceLogAnswerSchema, BalanceLogQuery } from './contract';
import { LEDGER_PATHS } from './paths';



export const balanceLog = endpoint<{ query: typeof BalanceLogQuery; answer: typeof BalanceLogAnswerSchema }>('GET', LEDGER_PATHS.balanceLog);
