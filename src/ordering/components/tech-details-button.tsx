import { ActionIcon, Badge, Popover, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Technique } from '@/domain/catalogue/types';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { TechDetail } from '@/ordering/state/fast-order-state';

type TechDetailsButtonProps = { categoryId: number; technique: Technique };

const EMPTY: TechDetail = { content: '', items: {} };

/**
 * The text and photo choices of a technique that carries items (spec 2 §3 "Technique entry":
 * item_type 1 text content, 2 photo choice), e.g. a monogram's text, font and thread colour.
 * A photo choice is kept as the chosen photo's target.
 */
export function TechDetailsButton({ categoryId, technique }: TechDetailsButtonProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const { state, dispatch } = useFastOrder();
  if (!technique.allow_content && technique.items.length === 0) return null;
  const detail = state.categories.find((c) => c.category_id === categoryId)?.details[technique.id] ?? EMPTY;
  const set = (patch: Partial<TechDetail>) => dispatch({ type: 'setTechDetail', category_id: categoryId, tech_id: technique.id, detail: { ...detail, ...patch } });
  const filled = Object.values(detail.items).filter(Boolean).length;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={260}>
      <Popover.Target>
        <Tooltip label={t('techDetails')}>
          <ActionIcon size="sm" variant="light" color="grape" aria-label={t('techDetails')} data-testid={`tech-details-${technique.id}`}>
            {filled ? <Badge size="xs" circle variant="transparent">{filled}</Badge> : '…'}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {technique.items.map((item) =>
            item.item_type === 1 ? (
              <TextInput
                key={item.item_name}
                size="xs"
                label={pickName(i18n.language, item.item_name, item.item_name_en)}
                maxLength={100}
                value={detail.items[item.item_name] ?? ''}
                onChange={(e) => set({ items: { ...detail.items, [item.item_name]: e.currentTarget.value } })}
              />
            ) : (
              <Select
                key={item.item_name}
                size="xs"
                comboboxProps={{ withinPortal: false }}
                label={pickName(i18n.language, item.item_name, item.item_name_en)}
                placeholder={t('choose')}
                clearable
                data={item.photos.map((p) => ({ value: p.target, label: pickName(i18n.language, p.name, p.name_en) }))}
                value={detail.items[item.item_name] || null}
                onChange={(v) => set({ items: { ...detail.items, [item.item_name]: v ?? '' } })}
              />
            ),
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
