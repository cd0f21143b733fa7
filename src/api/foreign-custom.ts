/** Foreign customization (/foreign_custom). */
import { addForeignOrder, type ForeignOrder } from '@/domain/foreign-custom/order';
import { call } from './http';

export const foreignCustomApi = {
  addOrder: (order: ForeignOrder, key: string) => call(addForeignOrder, order, { idempotencyKey: key }),
};
