/**
 * The measuring calls of several measurers on one task as endpoint values (../shared/endpoint.ts):
 * each carries the type of its answer, read off the answer's schema in ./wire.ts.
 */
import type { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { MEASURING_PATHS } from './paths';
import type { MeasuringAnswers } from './wire';

type Answer<K extends keyof typeof MeasuringAnswers> = z.output<(typeof MeasuringAnswers)[K]>;

export const MEASURING_ENDPOINTS = {
  changes: endpoint<Answer<'changes'>>(MEASURING_PATHS.changes),
  personHistory: endpoint<Answer<'personHistory'>>(MEASURING_PATHS.personHistory),
};
