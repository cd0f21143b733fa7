import { Group, Image, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { useChooseFabric } from '@/ordering/api/use-choose-fabric';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';
import classes from '../steps/fabric-step.module.css';

/** Swatches shown at once; a search narrows the rest. */
const SHOWN = 24;

type FabricSwatchesProps = {
  index: CatalogueIndex;
  form: FastOrderForm;
  /** The search as typed: the step keeps it, so it outlives a switch to customer fabric and back. */
  search: string;
  onSearch: (search: string) => void;
};

/** Domestic or imported fabric: a searchable list of the swatches every chosen category can be made of. */
export function FabricSwatches({ index, form, search, onSearch: setSearch }: FabricSwatchesProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const chooseFabric = useChooseFabric();
  const [keyword] = useDebouncedValue(search.trim().toLowerCase(), 200);
  const type = form.fabric.type_id;
  // The categories as a key: a new array each render, the same categories.
  const categoryKey = form.categories.map((c) => c.category_id).join(',');

  const fitting = useMemo(() => {
    const categoryIds = categoryKey.split(',').map(Number);
    return index.snapshot.fabrics.filter(
      (f) =>
        f.type_id === type &&
        categoryIds.every((id) => f.category_ids.includes(id)) &&
        (!keyword || [f.fabric_num, f.name, f.name_en, f.colour, f.colour_en].some((s) => s.toLowerCase().includes(keyword))),
    );
  }, [index, type, keyword, categoryKey]);

  return (
    <>
      <Group align="flex-end" gap="md">
        <TextInput w={320} size="md" placeholder={t('fabric.search')} aria-label={t('fabric.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="deep-fabric-search" />
        {form.fabric.fabric_num && (
          <Text size="sm" data-testid="deep-fabric-chosen">
            {t('fabric.chosen')}: <b>{form.fabric.fabric_num}</b> · {form.fabric.composition}
          </Text>
        )}
      </Group>
      {fitting.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('fabric.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" data-testid="deep-fabric-list">
          {fitting.slice(0, SHOWN).map((f) => (
            <UnstyledButton
              key={f.id}
              className={classes.swatch}
              data-selected={f.fabric_num === form.fabric.fabric_num || undefined}
              onClick={() => chooseFabric(f)}
              aria-pressed={f.fabric_num === form.fabric.fabric_num}
              data-testid={`deep-fabric-${f.fabric_num}`}
            >
              <div className={classes.texture} style={{ background: f.colour_hex }}>
                <Image src={f.texture} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
              </div>
              <Text size="xs" fw={600}>
                {f.fabric_num}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {pickName(lang, f.name, f.name_en)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {fitting.length > SHOWN && (
        <Text size="xs" c="dimmed">
          {t('fabric.more', { count: fitting.length - SHOWN })}
        </Text>
      )}
    </>
  );
}
