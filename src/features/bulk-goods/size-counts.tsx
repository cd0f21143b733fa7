import { ActionIcon, Badge, Group, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { bulkApi, bulkKeys } from '@/api/bulk-goods';
import { parseCount, sizePiecesProblem } from '@/domain/bulk-goods/rules';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';

type Sizes = { size_name: string; count: number }[];

/** A category's pieces per size, read-only. */
export function SizeCountsView({ sizes }: { sizes: Sizes }) {
  const { t } = useTranslation('large_goods');
  const shown = sizes.filter((s) => s.count > 0);
  if (shown.length === 0) return <Text size="sm" c="dimmed">{t('pieces', { count: 0 })}</Text>;
  return (
    <Group gap={6}>
      {shown.map((s) => (
        <Badge key={s.size_name} variant="light" color="gray" size="lg" radius="sm" tt="none" data-testid={`size-view-${s.size_name}`}>
          {s.size_name} × {s.count}
        </Badge>
      ))}
    </Group>
  );
}

type SizeCountsEditorProps = {
  categoryId: number;
  edition: string;
  sizes: Sizes;
  onCount: (size: string, count: number) => void;
  onAdd: (size: string) => void;
  onRemove: (size: string) => void;
};

/**
 * The size-count table of a category being edited (spec 2 §5 "Bulk"): whole numbers only (请输入数字),
 * empty counts as 0; removing a size asks first and clears its count; any size of the category's
 * chart can be added.
 */
export function SizeCountsEditor({ categoryId, edition, sizes, onCount, onAdd, onRemove }: SizeCountsEditorProps) {
  const { t } = useTranslation('large_goods');
  // What the seller typed in each cell ('' stays '' rather than showing 0).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const chart = useQuery({ queryKey: bulkKeys.sizes(categoryId, edition), queryFn: () => bulkApi.sizes(categoryId, edition), staleTime: 10 * 60_000 });
  const missing = (chart.data?.sizes ?? []).filter((s) => !sizes.some((x) => x.size_name === s));

  const change = (size: string, raw: string) => {
    const count = parseCount(raw);
    // A refused entry is not taken: the cell keeps its last whole number.
    if (count === null) return notify.warning(t('count_invalid'), { id: 'bulk-count-invalid' });
    const tooMany = sizePiecesProblem('count', size, count);
    if (tooMany) return notify.warning(t(tooMany.key, { ...tooMany.params, name: t(tooMany.label!) }), { id: 'bulk-count-invalid' });
    setTyped((m) => ({ ...m, [size]: raw }));
    onCount(size, count);
  };
  const remove = (size: string) =>
    confirmAction({
      title: t('remove_size'),
      message: t('confirm_remove_size', { size }),
      danger: true,
      cancelled: t('cancelled'),
      onConfirm: () => {
        setTyped(({ [size]: _dropped, ...rest }) => rest);
        onRemove(size);
      },
    });

  return (
    <div>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" verticalSpacing="xs">
        {sizes.map((s) => {
          const raw = typed[s.size_name] ?? (s.count ? String(s.count) : '');
          return (
            <Group key={s.size_name} gap={4} wrap="nowrap" data-testid={`size-cell-${s.size_name}`}>
              <TextInput
                label={s.size_name}
                value={raw}
                placeholder="0"
                inputMode="numeric"
                onChange={(e) => change(s.size_name, e.currentTarget.value)}
                w={96}
                aria-label={`${t('count')} ${s.size_name}`}
                data-testid={`size-count-${s.size_name}`}
              />
              <Tooltip label={t('remove_size')}>
                <ActionIcon variant="subtle" color="gray" mt={22} onClick={() => remove(s.size_name)} aria-label={`${t('remove_size')} ${s.size_name}`} data-testid={`size-remove-${s.size_name}`}>
                  ×
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
      </SimpleGrid>
      <Select
        mt="xs"
        w={200}
        placeholder={t('add_size')}
        aria-label={t('add_size')}
        searchable
        data={missing}
        value={null}
        onChange={(v) => v && onAdd(v)}
        disabled={!chart.data}
        data-testid="size-add"
      />
    </div>
  );
}
