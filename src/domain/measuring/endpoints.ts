/**
 * The measuring calls as endpoint values (../shared/endpoint.ts): each carries the type of its
 * answer, read off the answer's schema in ./wire.ts, so a client call and the server's route
 * cannot disagree on it.
 */
import type { z } from 'zod';
import { endpoint, type Endpoint } from '../shared/endpoint';
import { MEASURING_PATHS } from './paths';
import type { MeasuringAnswers } from './wire';

type Answered = keyof typeof MeasuringAnswers & keyof typeof MEASURING_PATHS;
type Answer<K extends Answered> = z.output<(typeof MeasuringAnswers)[K]>;

/** The call at MEASURING_PATHS[key], answering MeasuringAnswers[key]. */
export const measuringEndpoint = <K extends Answered>(key: K): Endpoint<Answer<K>> => endpoint<Answer<K>>(MEASURING_PATHS[key]);
