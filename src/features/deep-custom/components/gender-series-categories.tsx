import { Chip, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { Required } from '@/ui/required-label';
import type { SelectionForm } from '../steps/use-selection-form';

type GenderSeriesCategoriesProps = { selection: SelectionForm };

/** The selection's first choices: gender, series, and the categories offered for them. */
export function GenderSeriesCategories({ selection }: GenderSeriesCategoriesProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index, draft, offered, setGender, setSeries, setCategories } = selection;
  const form = draft.form;
  // A chip per series or category, named in the screen's language; its test id ends in the id.
  const chips = (rows: readonly { id: number; name: string; name_en: string }[], testId: string) =>
    rows.map((r) => (
      <Chip key={r.id} value={String(r.id)} size="md" wrapperProps={{ 'data-testid': `${testId}-${r.id}` }}>
        {pickName(lang, r.name, r.name_en)}
      </Chip>
    ));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group gap="xl" align="flex-end" wrap="wrap">
          <div>
            <Required>{t('selection.gender')}</Required>
            <SegmentedControl
              mt={6}
              size="md"
              value={String(form.user.user_sex)}
              onChange={(v) => setGender(v === '2' ? 2 : 1)}
              data={[
                { value: '1', label: t('ordering:sex.1') },
                { value: '2', label: t('ordering:sex.2') },
              ]}
              data-testid="deep-gender"
            />
          </div>
          <div>
            <Required>{t('selection.series')}</Required>
            <Chip.Group value={draft.series_id ? String(draft.series_id) : ''} onChange={(v) => setSeries(Number(v))}>
              <Group gap="xs" mt={6}>
                {chips(index.snapshot.series, 'deep-series')}
              </Group>
            </Chip.Group>
          </div>
        </Group>
        <div>
          <Required>{t('selection.categories')}</Required>
          {offered.length === 0 ? (
            <Text size="sm" c="dimmed" mt={6}>
              {t('selection.categories_hint')}
            </Text>
          ) : (
            <Chip.Group multiple value={form.categories.map((c) => String(c.category_id))} onChange={(ids) => setCategories(ids.map(Number))}>
              <Group gap="xs" mt={6} data-testid="deep-categories">
                {chips(offered, 'deep-category')}
              </Group>
            </Chip.Group>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
