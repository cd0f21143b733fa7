import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import { categoryName } from '@/ordering/api/use-fast-catalogue';
import { AddCategoryPicker } from '@/ordering/components/add-category-picker';
import type { ForeignOrderForm } from './use-foreign-order-form';

type ForeignGoodsProps = { index: CatalogueIndex; order: ForeignOrderForm };

/** The order's goods: a category picker, and per category its modeling, button, lining, size (from its chart) and quantity. */
export function ForeignGoods({ index, order }: ForeignGoodsProps) {
  const { t, i18n } = useTranslation('foreign_custom');
  const lang = i18n.language;
  const snapshot = index.snapshot;
  const { form, adding, addCategory } = order;
  const v = form.values;
  return (
    <TitledSection
      title={t('goods')}
      action={<AddCategoryPicker label={t('add_category')} width={260} categories={snapshot.categories} value={adding} onPick={addCategory} testId="foreign-add-category" />}
    >
      {form.errors.items && (
        <Alert color="red" mb="sm">
          {form.errors.items}
        </Alert>
      )}
      {v.items.length === 0 && <Text c="dimmed">{t('no_categories')}</Text>}
      <Stack gap="sm">
        {v.items.map((item, i) => {
          const category = index.category.get(item.category_id);
          const editions = snapshot.editions.filter((e) => e.category_id === item.category_id);
          const edition = editions.find((e) => e.edition_number === item.modeling);
          const chart = category ? chartFor(snapshot, item.category_id, v.gender_id) : undefined;
          const sizes = chart ? expandChart(chart, edition).map((s) => s.size_value) : [];
          return (
            <Paper key={item.category_id} withBorder p="sm" radius="sm" data-testid="foreign-item">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{categoryName(index, lang, item.category_id)}</Text>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => form.removeListItem('items', i)}>
                  {t('remove')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
                <Select label={t('modeling')} withAsterisk data={editions.map((e) => e.edition_number)} data-testid="foreign-modeling" {...form.getInputProps(`items.${i}.modeling`)} />
                <TextInput label={t('button')} withAsterisk maxLength={64} data-testid="foreign-button" {...form.getInputProps(`items.${i}.button`)} />
                <TextInput label={t('lining')} withAsterisk maxLength={64} data-testid="foreign-lining" {...form.getInputProps(`items.${i}.lining`)} />
                <Select label={t('size')} withAsterisk searchable data={sizes} data-testid="foreign-size" {...form.getInputProps(`items.${i}.size`)} />
                <NumberInput label={t('quantity')} min={1} max={99} allowDecimal={false} {...form.getInputProps(`items.${i}.quantity`)} />
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </TitledSection>
  );
}
