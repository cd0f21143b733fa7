/**
 * The catalogue snapshot's endpoint, written out rather than made by endpoint(), so the signed-in
 * shell, which mirrors the catalogue, downloads neither the other catalogue endpoints nor that function.
 */
import type { Endpoint } from '../shared/endpoint';
import type { SnapshotAnswerSchema, SnapshotQuery } from './contract';
import { CATALOGUE_SNAPSHOT_PATH } from './paths';

export const catalogueSnapshot: Endpoint<{ query: typeof SnapshotQuery; answer: typeof SnapshotAnswerSchema }> = { method: 'GET', path: CATALOGUE_SNAPSHOT_PATH };
