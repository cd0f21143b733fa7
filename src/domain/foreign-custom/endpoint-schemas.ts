/**
 * The foreign order's call with its schemas, for the server's route and the tests' answer checks
 * (./endpoints.ts has the value the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import * as E from './endpoints';
import { ForeignOrderResultSchema, ForeignOrderSchema } from './order';

export const addForeignOrder = withSchemas(E.addForeignOrder, { body: ForeignOrderSchema, answer: ForeignOrderResultSchema });
