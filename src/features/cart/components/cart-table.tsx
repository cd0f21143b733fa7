import { ActionIcon, Anchor, Badge, Checkbox, Group, Image, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartStatusLabel } from '@/domain/orders/status';
import { Money } from '@/ui/money';
import { CloseIcon, PencilIcon } from '@/ui/icons';
import type { CartRow } from '../api/use-cart-orders';
import { customerOf } from '../cart-filter';
import { QuantityCell } from './quantity-cell';

type CartTableProps = {
  rows: { order: CartRow; no: number }[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onQuantity: (order: CartRow, subCategoryId: number, quantity: number) => void;
  onEdit: () => void;
  onDelete: (order: CartRow) => void;
};

export function CartTable({ rows, selected, onToggle, onToggleAll, onQuantity, onEdit, onDelete }: CartTableProps) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const all = rows.length > 0 && rows.every((r) => selected.has(r.order.id));
  const some = rows.some((r) => selected.has(r.order.id));
  // Most carts have no 3D snapshot yet: a column of dashes would push the actions off a tablet.
  const pictures = rows.some((r) => r.order['3d_image']);
  return (
    <Table.ScrollContainer minWidth={pictures ? 1040 : 960}>
      {/* keep-all: Chinese headers and labels wrap between words, never inside one (序/号). */}
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} style={{ wordBreak: 'keep-all' }} data-testid="cart-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox aria-label={t('selected', { count: selected.size })} checked={all} indeterminate={!all && some} onChange={(e) => onToggleAll(e.currentTarget.checked)} />
            </Table.Th>
            <Table.Th>{t('col.no')}</Table.Th>
            <Table.Th>{t('col.orderNum')}</Table.Th>
            {pictures && <Table.Th>{t('col.picture')}</Table.Th>}
            <Table.Th>{t('col.categories')}</Table.Th>
            <Table.Th>{t('col.fabric')}</Table.Th>
            <Table.Th>{t('col.customer')}</Table.Th>
            <Table.Th>{t('col.orderType')}</Table.Th>
            <Table.Th>{t('col.unitPrice')}</Table.Th>
            <Table.Th>{t('col.quantity')}</Table.Th>
            <Table.Th>{t('col.amount')}</Table.Th>
            <Table.Th>{t('col.status')}</Table.Th>
            <Table.Th>{t('col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ order, no }) => (
            <Table.Tr key={order.id} data-testid="cart-row" data-order-num={order.order_num}>
              <Table.Td>
                <Checkbox aria-label={order.order_num} checked={selected.has(order.id)} onChange={(e) => onToggle(order.id, e.currentTarget.checked)} />
              </Table.Td>
              <Table.Td>{no}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/home/cart-detail/${order.id}/${order.order_num}?type=${order.layout}`} size="sm">
                  {order.order_num}
                </Anchor>
                {order.queued && (
                  <Badge size="xs" color="orange" variant="light" ml={6}>
                    {t('queued')}
                  </Badge>
                )}
              </Table.Td>
              {pictures && (
                <Table.Td>
                  {order['3d_image'] ? <Image src={order['3d_image']} w={48} h={48} fit="contain" alt="" /> : <Text c="dimmed">—</Text>}
                </Table.Td>
              )}
              <Table.Td>{order.categories}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.fabric_num || '—'}</Table.Td>
              <Table.Td>{customerOf(order) || '—'}</Table.Td>
              <Table.Td>{order.sub_fast_type_id === 2 ? t('orderType.team') : t(`orderType.${order.order_type_id}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Money yuan={order.unit_price} />
              </Table.Td>
              <Table.Td>
                <QuantityCell items={order.detail_info} disabled={!order.quantity_editable} onChange={(sub, q) => onQuantity(order, sub, q)} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fw={600} c="red" size="sm">
                  <Money yuan={order.payamount} />
                </Text>
              </Table.Td>
              <Table.Td>{cartStatusLabel(order.order_status_id, lang)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
