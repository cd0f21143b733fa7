import { Button, Divider, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { MEASURE_TYPE } from '@/domain/fast-order';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { Staff } from '@/ordering/state/fast-order-state';

type EmployeeDetailProps = { index: CatalogueIndex; staff: Staff | null; onClose: () => void };

/** An employee's detail (spec 2 §2.7): basic data, body features, wearing style and measuring way per category, the measures; 返回 closes it. */
export function EmployeeDetail({ index, staff, onClose }: EmployeeDetailProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const field = (label: string, value: string | number | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === '' ? '—' : value}</Text>
    </div>
  );
  const wearing = (id: number | null) => {
    const w = index.snapshot.wearing_styles.find((x) => x.id === id);
    return w ? pickName(lang, w.name, w.name_en) : '';
  };
  return (
    <Modal opened={staff !== null} onClose={onClose} title={t('team.detail')} size="lg">
      {staff && (
        <Stack gap="sm" data-testid="employee-detail">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {field(t('team.truename'), staff.truename)}
            {field(t('user.user_sex'), t(`sex.${staff.gender_id}`))}
            {field(t('team.department'), staff.department_name)}
            {field(t('user.user_height'), staff.height)}
            {field(t('user.user_weight'), staff.weight)}
            {field(t('team.age'), staff.age)}
            {staff.special_shape
              .filter((s) => s.shape_item)
              .map((s) => {
                const shape = index.snapshot.special_shapes.find((x) => x.id === s.id);
                const level = shape?.items.find((l) => l.id === s.shape_item);
                return <div key={s.id}>{field(shape ? pickName(lang, shape.shape_name, shape.name_en) : s.shape_name, level ? pickName(lang, level.name, level.name_en) : '')}</div>;
              })}
          </SimpleGrid>
          {staff.category_array.map((c) => {
            const cat = index.category.get(c.category_id);
            const way = c.measuring_way;
            return (
              <div key={c.category_id}>
                <Divider my="xs" label={cat ? pickName(lang, cat.name, cat.name_en) : c.cate_name} labelPosition="left" />
                <Group gap="lg" mb={4}>
                  {field(t('team.measuringWay'), way ? t(`team.way.${way}`) : '')}
                  {way === MEASURE_TYPE.net && field(t('wearingStyle'), wearing(c.wearing_style))}
                  {way === MEASURE_TYPE.standard && field(t('sizeValue'), c.size.size_value)}
                </Group>
                {c.size.rows.length > 0 && (
                  <Table withTableBorder verticalSpacing={2} fz="xs">
                    <Table.Tbody>
                      {c.size.rows.map((r) => {
                        const n = index.bodyItemName.get(r.body_item_id);
                        return (
                          <Table.Tr key={r.body_item_id}>
                            <Table.Td>{n ? pickName(lang, n.zh, n.en) : r.body_item_name}</Table.Td>
                            <Table.Td>{(way === MEASURE_TYPE.garment ? r.body_item_clothes_value : r.body_item_net_value) ?? '—'} cm</Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                )}
              </div>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.back')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
