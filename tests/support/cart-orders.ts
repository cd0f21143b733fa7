/** Cart orders as the api tests place them straight into the store. */
import type { CartOrderInput } from '@/domain/orders/order-input';

/** A fast order of `quantity` men's shirts at `processFen` each, with a 40-yuan French cuff. */
export const shirtOrder = (processFen: number, quantity = 1): CartOrderInput => ({
  order_type_id: 2,
  sub_fast_type_id: 1,
  user_name: '测试客户',
  process_name: '标准定制',
  process_price_fen: processFen,
  items: [
    {
      category_id: 5,
      category_name: '男衬衫',
      sub_category_id: 5,
      sub_category_name: '男衬衫',
      quantity,
      tech_info: [{ type_name: '袖口', tech_name: '法式袖口', price_fen: 4000 }],
    },
  ],
});
