/**
 * The sales report calls with their schemas (./endpoint-schemas.ts), for the server's routes and the
 * tests' answer check; no screen imports it.
 */
import { paired } from '../shared/endpoint-schemas';
import { schemas } from './endpoint-schemas';
import * as endpoints from './endpoints';

export const calls = paired(endpoints, schemas);
