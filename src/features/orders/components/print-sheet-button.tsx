import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS } from '@/domain/orders/status';

/** Opens an order's production sheet (a cart order is still a draft: it has none). */
export function PrintSheetButton({ order, size }: { order: { order_num: string; order_status_id: number }; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('orders');
  if (order.order_status_id === ORDER_STATUS.notSubmitted) return null;
  return (
    <Button component={Link} to={`/production-sheet/${encodeURIComponent(order.order_num)}`} variant="default" size={size} data-testid="print-sheet">
      {t('sheet.print')}
    </Button>
  );
}
