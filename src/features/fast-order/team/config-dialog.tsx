import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { checkConfigQuantity, checkNewConfiguration } from '@/domain/fast-order';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { FormDialog } from '@/data/form-dialog';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';

type ConfigDialogProps = { index: CatalogueIndex; opened: boolean; onClose: () => void };

/**
 * A new configuration tab: a quantity per category (spec 2 §5: numbers, not negative, one nonzero,
 * no duplicate). The spec shows its refusals as messages, so they are toasts, not field errors.
 */
export function ConfigDialog({ index, opened, onClose }: ConfigDialogProps) {
  const { t, i18n } = useTranslation('ordering');
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const categories = [...index.snapshot.categories].sort((a, b) => a.sort - b.sort);
  const key = (id: number) => `c${id}`;

  const confirm = async (quantities: Record<string, string>) => {
    const raw = (id: number) => (quantities[key(id)] ?? '').trim();
    for (const c of categories) {
      const bad = raw(c.id) === '' ? null : checkConfigQuantity(raw(c.id));
      if (bad) return warn(bad);
    }
    const candidate = categories
      .filter((c) => raw(c.id) !== '')
      .map((c) => ({ category_id: c.id, cate_name: c.name, quantity: Number(raw(c.id)) }));
    const existing = state.team.configs.map((c) => c.category_array.map((x) => ({ ...x, cate_name: '' })));
    const problem = checkNewConfiguration(existing, candidate);
    if (problem) return warn(problem);
    dispatch({
      type: 'addConfig',
      config: { id: crypto.randomUUID(), category_array: candidate.filter((c) => c.quantity > 0).map((c) => ({ category_id: c.category_id, quantity: c.quantity })) },
    });
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('team.addConfig')}
      size="lg"
      initialValues={Object.fromEntries(categories.map((c) => [key(c.id), ''])) as Record<string, string>}
      onSubmit={confirm}
      submitTestId="config-confirm"
    >
      {(form) => (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {categories.map((c) => (
            <TextInput
              key={c.id}
              label={pickName(i18n.language, c.name, c.name_en)}
              placeholder="0"
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps(key(c.id))}
              data-testid={`config-qty-${c.id}`}
            />
          ))}
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
