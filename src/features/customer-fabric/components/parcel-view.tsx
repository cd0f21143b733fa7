import { Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { INCOMING_KINDS, STOCK_STATUS, type ParcelDetail } from '@/domain/customer-fabric/contract';
import { DataTable } from '@/ui/data-table';
import { localDateTime } from '@/ui/time';

/** The stored unit in the reader's language: the default 米 (metre) is translated, others are shown as typed. */
export const useUnit = () => {
  const { t } = useTranslation('customer_fabric');
  return (unit: string) => (unit === '米' ? t('metre') : unit);
};

/** A parcel's facts, photos and metres ledger: the detail dialog and the warehouse show the same. */
export function ParcelView({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('customer_fabric');
  const unit = useUnit();
  const facts: [string, string][] = [
    ['fabric_num', parcel.fabric_num],
    ['flower', parcel.flower],
    ['color', parcel.color],
    ['stock', `${parcel.stock} ${unit(parcel.unit)}`],
    ['composition', parcel.composition],
    ['width', parcel.width],
    ['grammage', parcel.grammage],
    ['specs', parcel.specs],
    ['sub_type_id', t(`sub_type.${parcel.sub_type_id}`)],
    ['assoc_order_num', parcel.assoc_order_num ?? ''],
    ['logistics_num', parcel.logistics_num],
    ['logistics_company', parcel.logistics_company],
    ['qrcode', parcel.qrcode],
    ['remark', parcel.remark],
  ];
  return (
    <Stack gap="sm" data-testid="parcel-view">
      <Group gap="xs">
        <Badge color={parcel.stock_status_id === STOCK_STATUS.inStock ? 'teal' : 'orange'} data-testid="parcel-status">
          {t(`stock_status.${parcel.stock_status_id}`)}
        </Badge>
        <Text fw={600} data-testid="parcel-balance">
          {t('col.balance')}: {parcel.balance} {unit(parcel.unit)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {facts.map(([k, v]) => (
          <div key={k}>
            <Text size="xs" c="dimmed">
              {t(`col.${k}`)}
            </Text>
            <Text size="sm">{v || '—'}</Text>
          </div>
        ))}
      </SimpleGrid>
      {[
        ['images', parcel.images],
        ['brand_images', parcel.brand_images],
      ].map(([k, urls]) =>
        (urls as string[]).length ? (
          <div key={k as string}>
            <Text size="xs" c="dimmed" mb={4}>
              {t(`col.${k as string}`)}
            </Text>
            <Group gap="xs">
              {(urls as string[]).map((u) => (
                <Image key={u} src={u} w={96} h={96} radius="sm" fit="cover" alt="" />
              ))}
            </Group>
          </div>
        ) : null,
      )}
      <Title order={4} size="h5">{t('ledger')}</Title>
      <DataTable
        rows={parcel.movements}
        rowKey={(m) => m.id}
        empty={t('no_movements')}
        testId="parcel-ledger"
        rowProps={() => ({ 'data-testid': 'ledger-row' })}
        columns={[
          { key: 'time', header: t('col.time'), cell: (m) => localDateTime(m.create_time), nowrap: true },
          { key: 'kind', header: t('col.kind'), cell: (m) => t(`kind.${m.kind}`) },
          { key: 'metres', header: t('col.metres'), cell: (m) => `${INCOMING_KINDS.includes(m.kind) ? '+' : '−'}${m.metres}` },
          { key: 'order', header: t('col.assoc_order_num'), cell: (m) => m.order_num ?? '—' },
          { key: 'note', header: t('col.note'), cell: (m) => m.note || '—' },
          { key: 'photo', header: t('col.photo'), cell: (m) => (m.photo ? <Image src={m.photo} w={48} h={48} radius="sm" fit="cover" alt="" /> : '—') },
          { key: 'by', header: t('col.by'), cell: (m) => m.by },
        ]}
      />
    </Stack>
  );
}
