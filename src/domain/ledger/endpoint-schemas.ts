/**
 * The ledger calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { BalanceLogAnswerSchema, BalanceLogQuery } from './contract';
import * as E from './endpoints';

export const balanceLog = withSchemas(E.balanceLog, { query: BalanceLogQuery, answer: BalanceLogAnswerSchema });
