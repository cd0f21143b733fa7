/**
 * The schemas of the haute couture calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { CoutureTaskInput, CoutureTaskSchema, DeleteBody, DetailQuery, ListQuery, SaveAnswer, TaskPageSchema } from './contract';

export const schemas = {
  listTasks: { query: ListQuery, answer: TaskPageSchema },
  taskDetail: { query: DetailQuery, answer: CoutureTaskSchema },
  saveTask: { body: CoutureTaskInput, answer: SaveAnswer },
  deleteTask: { body: DeleteBody, answer: DeleteBody },
} satisfies Record<string, Schemas>;
