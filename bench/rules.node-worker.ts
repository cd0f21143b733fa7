/**
 * The rules worker for Node (bench): the same rules API as workers/rules.worker.ts, exposed with
 * comlink over worker_threads through comlink's Node adapter. Loaded through tsx by rules.bench.ts.
 */
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
// @ts-expect-error -- comlink ships this adapter without a type entry for the .mjs path
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createRulesApi } from '../workers/rules.api';

if (!parentPort) throw new Error('must run as a worker thread');
expose(createRulesApi(), nodeEndpoint(parentPort));
