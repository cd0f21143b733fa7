import { Divider, Group, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { MEASURE_TYPE, type MeasureType } from '@/domain/fast-order';
import { rangePlaceholder } from '@/domain/rules/validation';
import { categoryName, pickName } from '@/ordering/api/use-fast-catalogue';
import { MeasureInput } from '@/data/measure-input';
import { ItemLabel } from '@/ordering/components/measure-tables';
import { Required } from '@/ui/required-label';
import type { CategoryDraft } from './employee-draft';
import { StaffSizeSelect } from './staff-size-select';

type EmployeeCategoryFieldsProps = {
  index: CatalogueIndex;
  id: number;
  draft: CategoryDraft;
  genderId: number;
  /** The pattern the order chose for the category: its standard sizes are offered. */
  editionId: number | undefined;
  onChange: (patch: Partial<CategoryDraft>) => void;
};

/** One category of the employee: its measuring way, and what that way needs (a wearing style and net sizes, garment sizes, or a standard size). */
export function EmployeeCategoryFields({ index, id, draft: d, genderId, editionId, onChange: setCat }: EmployeeCategoryFieldsProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const catName = categoryName(index, lang, id);
  return (
    <div data-testid={`employee-category-${id}`}>
      <Divider my="xs" label={catName} labelPosition="left" />
      <Group gap="md" align="flex-end" wrap="wrap">
        <div>
          <Text size="sm" fw={500} mb={4}>
            <Required>{t('team.measuringWay')}</Required>
          </Text>
          <SegmentedControl
            size="xs"
            value={String(d.way)}
            onChange={(v) => setCat({ way: Number(v) as MeasureType })}
            data={[
              { value: '0', label: t('choose'), disabled: true },
              { value: '1', label: t('team.way.1') },
              { value: '2', label: t('team.way.2') },
              { value: '3', label: t('team.way.3') },
            ]}
            data-testid={`employee-way-${id}`}
          />
        </div>
        {d.way === MEASURE_TYPE.net && (
          <Select
            size="xs"
            w={160}
            label={t('wearingStyle')}
            placeholder={t('choose')}
            data={index.snapshot.wearing_styles.map((w) => ({ value: String(w.id), label: pickName(lang, w.name, w.name_en) }))}
            value={d.wearing_style ? String(d.wearing_style) : null}
            onChange={(v) => setCat({ wearing_style: v ? Number(v) : null })}
          />
        )}
        {d.way === MEASURE_TYPE.standard && (
          <StaffSizeSelect categoryId={id} genderId={genderId} editionId={editionId} value={d.size_value} onChange={(size_value, size_name) => setCat({ size_value, size_name })} />
        )}
      </Group>
      {(d.way === MEASURE_TYPE.net || d.way === MEASURE_TYPE.garment) && (
        <Table withTableBorder verticalSpacing={2} fz="xs" mt="xs">
          <Table.Tbody>
            {chunk(index.itemsOfCategory.get(id) ?? [], 2).map((pair, i) => (
              <Table.Tr key={i}>
                {pair.map((item) => {
                  const n = index.bodyItemName.get(item.item_id);
                  const name = n ? pickName(lang, n.zh, n.en) : String(item.item_id);
                  return [
                    <Table.Td key={`n${item.item_id}`}>
                      <ItemLabel index={index} item={item} />
                    </Table.Td>,
                    <Table.Td key={`v${item.item_id}`}>
                      <MeasureInput
                        label={name}
                        categoryId={id}
                        itemId={item.item_id}
                        checkRange={d.way === MEASURE_TYPE.net}
                        value={d.values[item.item_id] ?? ''}
                        placeholder={d.way === MEASURE_TYPE.net ? rangePlaceholder(item) : ''}
                        onChange={(value) => setCat({ values: { ...d.values, [item.item_id]: value } })}
                        testId={`employee-value-${id}-${item.item_id}`}
                      />
                    </Table.Td>,
                  ];
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

