/** The deep customization's add_order with its schemas, for the server's route and the tests' answer checks. */
import { withSchemas } from '../shared/endpoint-schemas';
import { DeepOrderPayloadSchema, DeepOrderResultSchema } from './contract';
import * as E from './endpoints';

export const addDeepOrder = withSchemas(E.addDeepOrder, { body: DeepOrderPayloadSchema, answer: DeepOrderResultSchema });
