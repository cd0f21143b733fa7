/**
 * The measuring calls as endpoint values (../shared/endpoint.ts): each carries the type of its
 * answer, read off the answer's schema in ./wire.ts, so a client call and the server's route
 * cannot disagree on it.
 */
import { endpoint, type Endpoint, type Method } from '../shared/endpoint';
import { MEASURING_PATHS } from './paths';
import type { MeasuringAnswers } from './wire';

type Answered = keyof typeof MeasuringAnswers & keyof typeof MEASURING_PATHS;

/** The call at MEASURING_PATHS[key], answering MeasuringAnswers[key]. */
export const measuringEndpoint = <K extends Answered>(method: Method, key: K): Endpoint<{ answer: (typeof MeasuringAnswers)[K] }> =>
  endpoint<{ answer: (typeof MeasuringAnswers)[K] }>(method, MEASURING_PATHS[key]);
