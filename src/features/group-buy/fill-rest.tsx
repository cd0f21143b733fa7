import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupApi } from '@/api/group-buy';
import type { GroupOrder, GroupPerson } from '@/domain/group-buy/contract';
import type { PersonSize } from '@/domain/group-buy/rules';
import { rulesWorker } from '../../../workers/rules.client';
import { useGoodsKeys } from './use-size-options';
import type { StageAct } from './use-stage-act';

type FillRestProps = { order: GroupOrder; people: GroupPerson[]; sizes: PersonSize[]; act: StageAct };

/**
 * "Fill the rest": everyone still without a size gets the size recommended for their own gender,
 * height and weight (the shared rule, in the rules worker), saved as sizes chosen on purpose. One
 * size for all would dress a 158 cm woman as a 170 cm man. Those without height and weight are
 * named, to be given a size in the table.
 */
export function FillRest({ order, people, sizes, act }: FillRestProps) {
  const { t } = useTranslation('group_buy');
  const goods = useGoodsKeys(order);
  const [asked, setAsked] = useState<number[]>([]);
  const unsized = new Set(sizes.filter((s) => !s.size).map((s) => s.person_id));
  // Once sized (by hand, or measured since), a person is no longer asked for.
  const stillAsked = people.filter((p) => asked.includes(p.id) && unsized.has(p.id));
  const fill = async () => {
    const { overrides, unresolved } = await rulesWorker().fillRestSizes(goods, people, sizes);
    setAsked(unresolved.map((p) => p.id));
    if (overrides.length) await act(() => groupApi.sizes(order.id, overrides), t('sizes_saved'), 'group_buy.sizes');
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed">
          {t('sizing.fill_rest_hint')}
        </Text>
        <Button variant="light" onClick={() => void fill()} disabled={unsized.size === 0} data-testid="fill-rest">
          {t('sizing.fill_rest')}
        </Button>
      </Group>
      {stillAsked.length > 0 && (
        <Alert color="orange" mt="sm" data-testid="fill-rest-asks">
          {t('sizing.fill_asks', { count: stillAsked.length, names: stillAsked.map((p) => p.truename) })}
        </Alert>
      )}
    </Paper>
  );
}
