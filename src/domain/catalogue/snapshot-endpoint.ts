/**
 * The catalogue snapshot's endpoint, written out rather than made by endpoint(), so the signed-in
 * shell, which mirrors the catalogue, downloads neither the other catalogue endpoints nor that function.
 */
import type { Endpoint } from '../shared/endpoint';
import { CATALOGUE_SNAPSHOT_PATH } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const catalogueSnapshot: Endpoint<S['catalogueSnapshot']> = { method: 'GET', path: CATALOGUE_SNAPSHOT_PATH };
