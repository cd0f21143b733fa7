import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { ORDER_STATUS } from '@/domain/orders/status';
import { PrinterIcon } from '@/ui/icons';

/**
 * Opens an order's production sheet (a cart order is still a draft: it has none). `icon`: a
 * printer named by its label, for a list row whose actions must keep to a tablet's width.
 */
export function PrintSheetButton({ order, icon = false }: { order: { order_num: string; order_status_id: number }; icon?: boolean }) {
  const { t } = useTranslation('orders');
  if (order.order_status_id === ORDER_STATUS.notSubmitted) return null;
  const to = `/production-sheet/${encodeURIComponent(order.order_num)}`;
  if (icon) {
    return (
      <ActionIcon component={Link} to={to} variant="default" aria-label={t('sheet.print')} title={t('sheet.print')} data-testid="print-sheet">
        <PrinterIcon size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button component={Link} to={to} variant="default" data-testid="print-sheet">
      {t('sheet.print')}
    </Button>
  );
}
