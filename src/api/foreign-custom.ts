/** Foreign customization (issue 16, /foreign_custom). */
import { FOREIGN_PATHS, type ForeignOrder } from '@/domain/foreign-custom/order';
import { apiPost } from './http';

export const foreignCustomApi = {
  addOrder: (order: ForeignOrder, key: string) => apiPost<{ id: number; order_num: string; payamount: string }>(FOREIGN_PATHS.addOrder, order, { idempotencyKey: key }),
};
