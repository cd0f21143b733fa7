import { Button, Checkbox, Group, MultiSelect, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupApi } from '@/api/group-buy';
import { measuringApi } from '@/api/measuring';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { useWarn } from '@/ui/use-warn';
import { GoodsSummary } from './goods-summary';
import type { StageAct } from './use-stage-act';

/** 分配量体师: the measurers (and the company customer's people) of the measuring task made for this order. */
export function AssignStage({ order, index, act }: { order: GroupOrder; index: CatalogueIndex; act: StageAct }) {
  const { t } = useTranslation('group_buy');
  const warn = useWarn();
  const [chosen, setChosen] = useState<string[]>([]);
  const [withPeople, setWithPeople] = useState(order.company_customer_id !== null);
  const key = useRef(crypto.randomUUID());
  const measurers = useQuery({ queryKey: ['measuring', 'measurers'], queryFn: measuringApi.getMeasurers, staleTime: 60_000 });
  const assign = () => {
    if (chosen.length === 0) return warn('group_buy:measurers_required');
    void act(() => groupApi.assign(order.id, chosen.map(Number), withPeople, key.current), t('assigned'), 'group_buy.assign');
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <GoodsSummary order={order} index={index} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <MultiSelect
            label={t('assign.measurers')}
            withAsterisk
            searchable
            w={{ base: '100%', sm: 420 }}
            data={(measurers.data ?? []).map((m) => ({ value: String(m.id), label: `${m.truename || m.mobilephone} · ${m.mobilephone}` }))}
            value={chosen}
            onChange={setChosen}
            data-testid="assign-measurers"
          />
          {order.company_customer_id !== null && <Checkbox label={t('assign.with_people')} checked={withPeople} onChange={(e) => setWithPeople(e.currentTarget.checked)} data-testid="assign-with-people" />}
          <Group>
            <Button onClick={assign} data-testid="assign-submit">
              {t('assign.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
