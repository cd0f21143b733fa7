import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/domain/orders/wire';

/** An order number that opens the order's detail screen in its layout. */
export function OrderNumLink({ order }: { order: Pick<OrderSummary, 'id' | 'order_num' | 'layout'> }) {
  return (
    <Anchor component={Link} to={`/home/orderDetail/${order.order_num}?id=${order.id}&type=${order.layout}`} size="sm">
      {order.order_num}
    </Anchor>
  );
}
