import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { checkConfigQuantity, checkNewConfiguration } from '@/domain/fast-order';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';

type ConfigDialogProps = { index: CatalogueIndex; opened: boolean; onClose: () => void };

/** A new configuration tab: a quantity per category (spec 2 §5: numbers, not negative, one nonzero, no duplicate). */
export function ConfigDialog({ index, opened, onClose }: ConfigDialogProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const categories = [...index.snapshot.categories].sort((a, b) => a.sort - b.sort);

  const confirm = () => {
    const candidate = categories
      .map((c) => ({ category_id: c.id, cate_name: c.name, quantity: (quantities[c.id] ?? '').trim() === '' ? 0 : Number(quantities[c.id]) }))
      .filter((c) => c.quantity !== 0 || (quantities[c.category_id] ?? '').trim() !== '');
    for (const c of categories) {
      const raw = (quantities[c.id] ?? '').trim();
      if (raw === '') continue;
      const bad = checkConfigQuantity(raw);
      if (bad) return warn(bad);
    }
    const existing = state.team.configs.map((c) => c.category_array.map((x) => ({ ...x, cate_name: '' })));
    const problem = checkNewConfiguration(existing, candidate);
    if (problem) return warn(problem);
    dispatch({
      type: 'addConfig',
      config: { id: crypto.randomUUID(), category_array: candidate.filter((c) => c.quantity > 0).map((c) => ({ category_id: c.category_id, quantity: c.quantity })) },
    });
    setQuantities({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('team.addConfig')} size="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {categories.map((c) => (
          <TextInput
            key={c.id}
            label={pickName(i18n.language, c.name, c.name_en)}
            placeholder="0"
            inputMode="numeric"
            maxLength={4}
            value={quantities[c.id] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setQuantities((q) => ({ ...q, [c.id]: value }));
            }}
            data-testid={`config-qty-${c.id}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={confirm} data-testid="config-confirm">
          {t('common:actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
