import { useMemo, useState } from 'react';
import { Button, Container, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ActionBar } from '@/ui/action-bar';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { fenToYuan } from '@/domain/shared/money';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { useMoneyFormat } from '@/ui/money';
import { TitledSection } from '@/ui/titled-section';
import { ForeignGoods } from './foreign-goods';
import { useForeignOrderForm } from './use-foreign-order-form';
import { DayField } from '@/ui/day-field';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';

const MAX_FABRIC_OPTIONS = 50;

/**
 * Foreign customization (spec 3 §1): an overseas customer's order. The required fields
 * are the spec's; a category is added once (品类已存在); prices are priced by the same rule the
 * server applies, and the order goes to the cart as a customization order. Like every screen it is
 * in the portal's language and currency: the seller works the screen, whatever the customer speaks.
 */
export function ForeignCustomPage() {
  const { t } = useTranslation('foreign_custom');
  const { index, loading } = useFastCatalogue();
  return (
    <Container size="lg" py="lg">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      {index ? <ForeignForm index={index} /> : <Text c="dimmed">{loading ? '…' : t('needs_network')}</Text>}
    </Container>
  );
}

function ForeignForm({ index }: { index: CatalogueIndex }) {
  const { t, i18n } = useTranslation('foreign_custom');
  const money = useMoneyFormat();
  const [fabricSearch, setFabricSearch] = useState('');
  const snapshot = index.snapshot;
  const lang = i18n.language;
  const order = useForeignOrderForm(index);
  const { form, busy, submit, totalFen } = order;
  const v = form.values;

  const fabrics = useMemo(() => {
    const kw = fabricSearch.trim().toLowerCase();
    return snapshot.fabrics
      .filter((f) => !kw || [f.fabric_num, f.name, f.name_en].some((s) => s.toLowerCase().includes(kw)))
      .slice(0, MAX_FABRIC_OPTIONS)
      .map((f) => ({ value: f.fabric_num, label: `${f.fabric_num} · ${pickName(lang, f.name, f.name_en)}` }));
  }, [snapshot, fabricSearch, lang]);

  return (
    <Stack>
      <TitledSection title={t('customer')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label={t('customer_name')} withAsterisk maxLength={64} data-testid="foreign-name" {...form.getInputProps('customer_name')} />
          <DayField label={t('delivery_date')} withAsterisk minDate={earliestDeliveryDay()} testId="foreign-date" {...form.getInputProps('delivery_date')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('gender')}
            </Text>
            <SegmentedControl value={String(v.gender_id)} onChange={(g) => form.setFieldValue('gender_id', Number(g))} data={['1', '2'].map((g) => ({ value: g, label: t(`customers:gender.${g}`) }))} />
          </Stack>
        </SimpleGrid>
        <TextInput mt="sm" label={t('address')} withAsterisk maxLength={255} data-testid="foreign-address" {...form.getInputProps('address')} />
        <Select
          mt="sm"
          label={t('fabric_num')}
          withAsterisk
          searchable
          searchValue={fabricSearch}
          onSearchChange={setFabricSearch}
          data={fabrics}
          data-testid="foreign-fabric"
          {...form.getInputProps('fabric_num')}
        />
      </TitledSection>
      <ForeignGoods index={index} order={order} />
      <Textarea label={t('remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
      <ActionBar justify="space-between">
        <Stack gap={0}>
          <Text>
            {t('total')}:{' '}
            <Text span fw={700} c="red" data-testid="foreign-total">
              {totalFen === null ? '—' : money(fenToYuan(totalFen), { withYuan: true })}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('price_note')}
          </Text>
        </Stack>
        <Button color="red" loading={busy} onClick={() => void submit()} data-testid="foreign-submit">
          {t('submit')}
        </Button>
      </ActionBar>
    </Stack>
  );
}
