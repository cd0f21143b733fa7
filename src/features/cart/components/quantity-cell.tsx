import { useEffect, useState } from 'react';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/domain/orders/cart';
import type { DetailItemSummary } from '@/domain/orders/wire';

type QuantityCellProps = {
  items: DetailItemSummary[];
  disabled: boolean;
  /** Answers whether the quantity is kept; the spinner goes back to the quantity held when not. */
  onChange: (subCategoryId: number, quantity: number) => Promise<boolean>;
};

/** One spinner per category (spec 1 §2), min 1; a burst of clicks is sent as one change. */
export function QuantityCell({ items, disabled, onChange }: QuantityCellProps) {
  return (
    <Stack gap={4}>
      {items.map((item) => (
        <CategoryQuantity key={item.sub_category_id} item={item} disabled={disabled} onChange={onChange} />
      ))}
    </Stack>
  );
}

function CategoryQuantity({ item, disabled, onChange }: { item: DetailItemSummary; disabled: boolean; onChange: QuantityCellProps['onChange'] }) {
  const [value, setValue] = useState<number>(item.quantity);
  useEffect(() => setValue(item.quantity), [item.quantity]);
  const commit = useDebouncedCallback(async (q: number) => {
    if (q !== item.quantity && !(await onChange(item.sub_category_id, q))) setValue(item.quantity);
  }, 500);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" w={52} truncate title={item.category_name}>
        {item.category_name}
      </Text>
      <NumberInput
        size="xs"
        w={68}
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        disabled={disabled}
        value={value}
        aria-label={item.category_name}
        // Leaving the spinner (e.g. for Settle) queues the change at once instead of after the pause.
        onBlur={() => commit.flush()}
        onChange={(v) => {
          const q = typeof v === 'number' ? v : Number.parseInt(v, 10);
          if (!Number.isInteger(q) || q < QUANTITY_MIN) return;
          setValue(q);
          commit(q);
        }}
      />
    </Group>
  );
}
