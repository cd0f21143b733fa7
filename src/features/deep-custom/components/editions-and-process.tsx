import { Group, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import { categoryName, pickName } from '@/ordering/api/use-fast-catalogue';
import { Required } from '@/ui/required-label';
import type { SelectionForm } from '../steps/use-selection-form';

type EditionsAndProcessProps = { selection: SelectionForm };

/** The chosen categories' patterns (the series' own first), the making process, and a product code that sets them all. */
export function EditionsAndProcess({ selection }: EditionsAndProcessProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index, draft, products, processes, chooseEdition, setProcess, pickProduct } = selection;
  const form = draft.form;
  return (
    <TitledSection title={t('selection.edition')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {form.categories.map((c) => {
          const all = index.snapshot.editions.filter((e) => e.category_id === c.category_id);
          const inSeries = all.filter((e) => e.series_id === draft.series_id);
          const editions = inSeries.length ? inSeries : all;
          return (
            <Select
              key={c.category_id}
              size="md"
              label={<Required>{categoryName(index, lang, c.category_id)}</Required>}
              placeholder={t('ordering:chooseEdition')}
              disabled={c.tech?.edition_locked}
              data={editions.map((e) => ({ value: String(e.id), label: `${e.edition_number} ${pickName(lang, e.name, e.name_en)}` }))}
              value={c.tech?.edition_id ? String(c.tech.edition_id) : null}
              onChange={(v) => chooseEdition(c, v)}
              data-testid={`deep-edition-${c.category_id}`}
            />
          );
        })}
      </SimpleGrid>
      <Group mt="md" gap="md" align="flex-end" wrap="wrap">
        <Select
          w={280}
          size="md"
          label={<Required>{t('selection.process')}</Required>}
          placeholder={t('ordering:choose')}
          data={processes.map((p) => ({ value: String(p.id), label: pickName(lang, p.process_name, p.name_en) }))}
          value={form.process_id ? String(form.process_id) : null}
          onChange={(v) => setProcess(v ? Number(v) : null)}
          data-testid="deep-process"
        />
        <Select
          w={280}
          size="md"
          label={t('selection.product_code')}
          description={t('selection.product_code_hint')}
          searchable
          clearable
          value={null}
          data={products.map((p) => p.product_code)}
          limit={50}
          nothingFoundMessage={t('selection.product_none')}
          onChange={(v) => pickProduct(v)}
          data-testid="deep-product-code"
        />
      </Group>
    </TitledSection>
  );
}
