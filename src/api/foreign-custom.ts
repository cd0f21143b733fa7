/** Foreign customization (/foreign_custom). */
import { addForeignOrder } from '@/domain/foreign-custom/endpoints';
import type { ForeignOrder } from '@/domain/foreign-custom/order';
import { call } from './http';

export const foreignCustomApi = {
  addOrder: (order: ForeignOrder, key: string) => call(addForeignOrder, order, { idempotencyKey: key }),
};
