import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';

/** One line of a task's order configuration, as the form holds it. */
export type OrderConfigRow = { category_id: string | null; edition_type_id: string | null; num: number | string };

type Option = { value: string; label: string };

type OrderConfigRowsProps = {
  rows: OrderConfigRow[];
  onRows: (rows: OrderConfigRow[]) => void;
  categoryOptions: Option[];
  /** The editions of a category (none until one is chosen). */
  editionOptions: (categoryId: string | null) => Option[];
  error: ReactNode;
};

/** A task's order configuration: a category, its edition and a quantity per line; lines added and removed. */
export function OrderConfigRows({ rows, onRows: setRows, categoryOptions, editionOptions, error }: OrderConfigRowsProps) {
  const { t } = useTranslation('measuring');
  const setRow = (i: number, patch: Partial<OrderConfigRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('ui.form.orderConfig')}
      </Text>
      {rows.map((r, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <Select
            aria-label={t('ui.form.category')}
            placeholder={t('ui.form.category')}
            data={categoryOptions}
            value={r.category_id}
            onChange={(v) => setRow(i, { category_id: v, edition_type_id: null })}
            style={{ flex: 1 }}
          />
          <Select
            aria-label={t('ui.form.edition')}
            placeholder={t('ui.form.edition')}
            data={editionOptions(r.category_id)}
            value={r.edition_type_id}
            onChange={(v) => setRow(i, { edition_type_id: v })}
            style={{ flex: 1 }}
          />
          <NumberInput aria-label={t('ui.form.quantity')} min={1} max={9999} w={90} value={r.num} onChange={(v) => setRow(i, { num: v })} />
          <ActionIcon variant="subtle" color="red" aria-label={t('ui.remove')} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" onClick={() => setRows([...rows, { category_id: null, edition_type_id: null, num: 1 }])} w="fit-content">
        {t('ui.form.addConfig')}
      </Button>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
