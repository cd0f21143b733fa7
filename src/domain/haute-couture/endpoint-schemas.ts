/**
 * The haute-couture calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { CoutureTaskInput, CoutureTaskSchema, DeleteBody, DetailQuery, ListQuery, SaveAnswer, TaskPageSchema } from './contract';
import * as E from './endpoints';

export const listTasks = withSchemas(E.listTasks, { query: ListQuery, answer: TaskPageSchema });
export const taskDetail = withSchemas(E.taskDetail, { query: DetailQuery, answer: CoutureTaskSchema });
export const saveTask = withSchemas(E.saveTask, { body: CoutureTaskInput, answer: SaveAnswer });
export const deleteTask = withSchemas(E.deleteTask, { body: DeleteBody, answer: DeleteBody });
