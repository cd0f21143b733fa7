import { ActionIcon, Anchor, Badge, Group, Image, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { orderTypeLabel } from '@/domain/orders/cart';
import { cartStatusLabel } from '@/domain/orders/status';
import { DataTable, type Columns, type Paging } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { CloseIcon, PencilIcon } from '@/ui/icons';
import type { CartRow } from '../api/use-cart-orders';
import { customerOf } from '../cart-filter';
import { QuantityCell } from './quantity-cell';
import { localeOf } from '@/domain/shared/locale';

type CartTableProps = {
  rows: { order: CartRow; no: number }[];
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  paging: Paging;
  /** Answers whether the quantity is kept (the device may refuse it). */
  onQuantity: (order: CartRow, subCategoryId: number, quantity: number) => Promise<boolean>;
  onEdit: () => void;
  onDelete: (order: CartRow) => void;
  /** False before the cart was ever saved on this device (offline, or a first fetch that failed): the table says so, not "empty". */
  onDevice: boolean;
  /** While the device's copy is read, or a first fetch is under way with nothing saved here. */
  loading: boolean;
};

/** The cart's rows on the shared table: selection across pages, quantities, edit and delete. */
export function CartTable({ rows, selected, onSelect, paging, onQuantity, onEdit, onDelete, onDevice, loading }: CartTableProps) {
  const { t, i18n } = useTranslation('cart');
  const lang = localeOf(i18n.language);
  // Most carts have no 3D snapshot yet: a column of dashes would push the actions off a tablet.
  const pictures = rows.some((r) => r.order['3d_image']);
  const columns: Columns<{ order: CartRow; no: number }> = [
    { key: 'no', header: t('col.no'), cell: (r) => r.no },
    {
      key: 'orderNum',
      header: t('col.orderNum'),
      cell: ({ order }) => (
        <>
          <Anchor component={Link} to={`/home/cart-detail/${order.id}/${order.order_num}?type=${order.layout}`} size="sm">
            {order.order_num}
          </Anchor>
          {order.queued && (
            <Badge size="xs" color="orange" variant="light" ml={6}>
              {t('queued')}
            </Badge>
          )}
        </>
      ),
    },
    pictures && {
      key: 'picture',
      header: t('col.picture'),
      fold: true,
      cell: ({ order }) => (order['3d_image'] ? <Image src={order['3d_image']} w={48} h={48} fit="contain" alt="" /> : <Text c="dimmed">—</Text>),
    },
    { key: 'categories', header: t('col.categories'), cell: ({ order }) => order.categories },
    { key: 'fabric', header: t('col.fabric'), nowrap: true, fold: true, cell: ({ order }) => order.fabric_num || '—' },
    { key: 'customer', header: t('col.customer'), cell: ({ order }) => customerOf(order) || '—' },
    { key: 'orderType', header: t('col.orderType'), fold: true, cell: ({ order }) => orderTypeLabel(order, lang) },
    { key: 'unitPrice', header: t('col.unitPrice'), nowrap: true, fold: true, cell: ({ order }) => <Money yuan={order.unit_price} /> },
    {
      key: 'quantity',
      header: t('col.quantity'),
      cell: ({ order }) => <QuantityCell items={order.detail_info} disabled={!order.quantity_editable} onChange={(sub, q) => onQuantity(order, sub, q)} />,
    },
    {
      key: 'amount',
      header: t('col.amount'),
      nowrap: true,
      cell: ({ order }) => (
        <Text fw={600} c="red" size="sm">
          <Money yuan={order.payamount} />
        </Text>
      ),
    },
    { key: 'status', header: t('col.status'), cell: ({ order }) => cartStatusLabel(order.order_status_id, lang) },
    {
      key: 'actions',
      header: t('col.actions'),
      cell: ({ order }) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('edit')}>
            <ActionIcon variant="subtle" aria-label={t('edit')} onClick={onEdit}>
              <PencilIcon size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('delete')} onClick={() => onDelete(order)}>
              <CloseIcon size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      cardsBelow="md"
      // On a 1024 px tablet the fabric, order type, unit price and picture fold into the row's detail,
      // so the quantities, the amount and the row's actions stay on screen in either language.
      foldBelow="lg"
      rows={rows}
      rowKey={(r) => r.order.id}
      columns={columns}
      selection={{ selected, onChange: onSelect, rowLabel: (r) => r.order.order_num, allLabel: t('selected', { count: selected.size }) }}
      minWidth={pictures ? 1040 : 960}
      testId="cart-table"
      rowProps={(r) => ({ 'data-testid': 'cart-row', 'data-order-num': r.order.order_num })}
      loading={loading}
      empty={onDevice ? t('empty') : t('common:mirror.notOnDevice')}
      paging={paging}
    />
  );
}
