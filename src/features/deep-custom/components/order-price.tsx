import { Group, Paper, Switch, Table, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { DeepOrderPrepared } from '@/domain/deep/prepare';
import { fenToYuan } from '@/domain/shared/money';
import { Money } from '@/ui/money';

type OrderPriceProps = { prepared: DeepOrderPrepared; showCost: boolean; onShowCost: (on: boolean) => void; catName: (id: number) => string };

/** The order's price, and on demand its cost per category (process and techniques), as the server will charge it. */
export function OrderPrice({ prepared, showCost, onShowCost, catName }: OrderPriceProps) {
  const { t } = useTranslation('deep');
  return (
    <Paper withBorder p="md" radius="md" data-testid="deep-order-price">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">{t('order.price')}</Title>
        <Switch label={t('order.show_cost')} checked={showCost} onChange={(e) => onShowCost(e.currentTarget.checked)} data-testid="deep-show-cost" />
      </Group>
      {showCost && prepared.ok && (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('order.category')}</Table.Th>
              <Table.Th>{t('order.process_price')}</Table.Th>
              <Table.Th>{t('order.tech_price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {prepared.input.items.map((item) => {
              const techFen = (item.tech_info ?? []).reduce((s, x) => s + (x.price_fen ?? 0), 0);
              return (
                <Table.Tr key={item.category_id}>
                  <Table.Td>{catName(item.category_id)}</Table.Td>
                  <Table.Td>
                    <Money yuan={fenToYuan(item.process_price_fen ?? 0)} />
                  </Table.Td>
                  <Table.Td>
                    <Money yuan={fenToYuan(techFen)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            <Table.Tr>
              <Table.Td fw={700}>{t('order.total')}</Table.Td>
              <Table.Td colSpan={2} fw={700} c="red" data-testid="deep-order-total">
                <Money yuan={fenToYuan(prepared.unit_price_fen)} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
