import { Table, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';

type BomPanelProps = { index: CatalogueIndex; form: FastOrderForm };

/**
 * The BOM (spec 2 §7 "POST BOM", only when fabric, pattern and process are all given): per garment
 * the fabric, its unit consumption and the fabric-dependent techniques, read from the mirrored
 * catalogue and the technique states, which already hold this fabric's type-3 techniques.
 */
export function BomPanel({ index, form }: BomPanelProps) {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const known = form.fabric.fabric_num && form.process_id && form.categories.length > 0 && form.categories.every((c) => c.tech?.edition_id);
  if (!known) {
    return (
      <Text size="sm" c="dimmed" data-testid="deep-bom-waiting">
        {t('fabric.bom_waiting')}
      </Text>
    );
  }
  return (
    <Table withTableBorder data-testid="deep-bom">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('order.category')}</Table.Th>
          <Table.Th>{t('order.edition')}</Table.Th>
          <Table.Th>{t('order.fabric')}</Table.Th>
          <Table.Th>{t('order.techniques')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {form.categories.map((c) => {
          const cat = index.category.get(c.category_id)!;
          const edition = index.edition.get(c.tech!.edition_id!);
          const fabricTechs = (c.tech?.choices ?? []).filter((x) => x.type_id === 3 && x.tech_id > 0).map((x) => index.technique.get(x.tech_id)!);
          return (
            <Table.Tr key={c.category_id}>
              <Table.Td fw={600}>{pickName(lang, cat.name, cat.name_en)}</Table.Td>
              <Table.Td>{edition?.edition_number}</Table.Td>
              <Table.Td>
                {form.fabric.fabric_num} · {t('order.unit_consumption', { metres: cat.unit_consumption.toFixed(2) })}
              </Table.Td>
              <Table.Td>{fabricTechs.map((x) => pickName(lang, x.tech_name, x.tech_name_en)).join(' / ') || '—'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
