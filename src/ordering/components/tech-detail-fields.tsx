import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { Technique } from '@/domain/catalogue/types';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { TechDetail } from '@/ordering/state/fast-order-state';

type TechDetailFieldsProps = { categoryId: number; technique: Technique; size?: 'xs' | 'md'; withinPortal?: boolean };

const EMPTY: TechDetail = { content: '', items: {} };

/** A technique's chosen details in the form (empty until something is written or picked). */
export function useTechDetail(categoryId: number, techId: number): TechDetail {
  const { state } = useFastOrder();
  return state.categories.find((c) => c.category_id === categoryId)?.details[techId] ?? EMPTY;
}

/**
 * The text and photo choices of a technique that carries items (spec 2 §3 "Technique entry":
 * item_type 1 text content, 2 photo choice), e.g. a monogram's text, font and thread colour.
 * A photo choice is kept as the chosen photo's target.
 */
export function TechDetailFields({ categoryId, technique, size = 'xs', withinPortal = false }: TechDetailFieldsProps) {
  const { t, i18n } = useTranslation('ordering');
  const { dispatch } = useFastOrder();
  const detail = useTechDetail(categoryId, technique.id);
  const set = (patch: Partial<TechDetail>) => dispatch({ type: 'setTechDetail', category_id: categoryId, tech_id: technique.id, detail: { ...detail, ...patch } });
  return (
    <Stack gap="xs">
      {technique.items.map((item) =>
        item.item_type === 1 ? (
          <TextInput
            key={item.item_name}
            size={size}
            label={pickName(i18n.language, item.item_name, item.item_name_en)}
            maxLength={100}
            value={detail.items[item.item_name] ?? ''}
            onChange={(e) => set({ items: { ...detail.items, [item.item_name]: e.currentTarget.value } })}
            data-testid={`tech-item-${item.item_name}`}
          />
        ) : (
          <Select
            key={item.item_name}
            size={size}
            comboboxProps={{ withinPortal }}
            label={pickName(i18n.language, item.item_name, item.item_name_en)}
            placeholder={t('choose')}
            clearable
            data={item.photos.map((p) => ({ value: p.target, label: pickName(i18n.language, p.name, p.name_en) }))}
            value={detail.items[item.item_name] || null}
            onChange={(v) => set({ items: { ...detail.items, [item.item_name]: v ?? '' } })}
            data-testid={`tech-item-${item.item_name}`}
          />
        ),
      )}
    </Stack>
  );
}
