/** Foreign customization (/foreign_custom). */
import { addForeignOrder, type ForeignOrder } from '@/domain/foreign-custom/order';
import { postTo } from './http';

export const foreignCustomApi = {
  addOrder: (order: ForeignOrder, key: string) => postTo(addForeignOrder, order, { idempotencyKey: key }),
};
