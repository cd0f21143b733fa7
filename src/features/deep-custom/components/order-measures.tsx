import { SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { DeepOrderPayload } from '@/domain/deep/contract';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { Section } from './summary-section';

type OrderMeasuresProps = { index: CatalogueIndex; payload: DeepOrderPayload; catName: (id: number) => string };

/** The measures sent per category: each body item's value, its base and its correction. */
export function OrderMeasures({ index, payload: p, catName }: OrderMeasuresProps) {
  const { t, i18n } = useTranslation('deep');
  const name = (zh: string, en: string) => pickName(i18n.language, zh, en);
  return (
    <Section title={t('order.measures')} testId="deep-order-measures">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {p.category_array.map((c) => (
          <div key={c.category_id}>
            <Text size="sm" fw={600} mb={4}>
              {catName(c.category_id)} · {t(`ordering:measureType.${c.size_info.size_info_type}`)}
              {c.size_info.size_value ? ` · ${c.size_info.size_value}` : ''}
            </Text>
            <Table withTableBorder verticalSpacing={2} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ordering:col.item')}</Table.Th>
                  <Table.Th ta="right">{t('order.value')}</Table.Th>
                  <Table.Th ta="right">{t('ordering:col.base')}</Table.Th>
                  <Table.Th ta="right">{t('ordering:col.correction')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.size_info.size_data.map((r) => {
                  const label = index.bodyItemName.get(r.body_item_id);
                  const value = r.body_item_net_value ?? r.body_item_clothes_value ?? r.body_base_value;
                  return (
                    <Table.Tr key={r.body_item_id}>
                      <Table.Td>{label ? name(label.zh, label.en) : r.body_item_name}</Table.Td>
                      <Table.Td ta="right">{value ?? '—'}</Table.Td>
                      <Table.Td ta="right" c="dimmed">
                        {r.body_base_value !== null && r.body_item_net_value !== null ? r.body_base_value : ''}
                      </Table.Td>
                      <Table.Td ta="right" c="dimmed">
                        {r.body_correct_value ?? r.body_item_correct_value ?? ''}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        ))}
      </SimpleGrid>
    </Section>
  );
}
