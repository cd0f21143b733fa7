import { Button, Group, Text, Tooltip } from '@mantine/core';
import { ActionBar } from '@/ui/action-bar';
import { useTranslation } from '@/ui/i18n';
import { bulkTotals } from '@/domain/bulk-goods/rules';
import { fenToYuan } from '@/domain/shared/money';
import { Money } from '@/ui/money';
import type { ProductRow } from './state';

type BulkTotalBarProps = { rows: ProductRow[]; sending: boolean; onClear: () => void; onSubmit: () => void };

/** The order's pieces and amount (of the rows as saved), with clearing and adding to the cart (not while a row is being edited). */
export function BulkTotalBar({ rows, sending, onClear, onSubmit }: BulkTotalBarProps) {
  const { t } = useTranslation('large_goods');
  const editing = rows.some((r) => r.editing);
  const totals = bulkTotals(rows.map((r) => ({ goods_array: r.saved.map((g) => ({ retail: g.retail, category_size_data: g.sizes })) })));
  // Kept in view once there is something to total; before, it would cover the picker's hint.
  return (
    <ActionBar justify="space-between" sticky={rows.length > 0}>
      <Text fw={500} data-testid="bulk-total">
        {t('total', { pieces: totals.pieces })} · <Money yuan={fenToYuan(totals.amount_fen)} />
      </Text>
      <Group>
        <Button variant="default" onClick={onClear} data-testid="bulk-clear">
          {t('cancel')}
        </Button>
        <Tooltip label={t('editing_hint')} disabled={!editing}>
          {/* A disabled button gets no hover: the wrapper carries the hint. */}
          <span>
            <Button size="md" color="red" onClick={onSubmit} loading={sending} disabled={editing} data-testid="bulk-submit">
              {t('add_to_cart')}
            </Button>
          </span>
        </Tooltip>
      </Group>
    </ActionBar>
  );
}
