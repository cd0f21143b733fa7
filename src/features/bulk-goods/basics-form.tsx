import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import { DeliveryDateField } from '@/ordering/components/delivery-date-field';
import { FabricSupplyField } from '@/ordering/components/fabric-supply-field';
import { MobilePhoneField } from '@/ordering/components/mobile-phone-field';
import { Required } from '@/ui/required-label';
import type { Basics, BulkAction, BulkForm } from './state';

/** Basic info (spec 2 §3 "Bulk order") and the fabric type: who the goods are for and when. */
export function BasicsForm({ state, dispatch }: { state: BulkForm; dispatch: Dispatch<BulkAction> }) {
  const { t } = useTranslation('large_goods');
  const b = state.basics;
  const set = (patch: Partial<Basics>) => dispatch({ type: 'setBasics', patch });
  const text = (key: 'company_name' | 'contacts' | 'user_address', max: number, required: boolean) => (
    <TextInput
      label={required ? <Required>{t(`fields.${key}`)}</Required> : t(`fields.${key}`)}
      value={b[key]}
      maxLength={max}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
      data-testid={`bulk-${key}`}
    />
  );
  return (
    <TitledSection title={t('basics')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {text('company_name', 128, true)}
          {text('contacts', 64, true)}
          <MobilePhoneField label={<Required>{t('fields.user_mobilephone')}</Required>} value={b.user_mobilephone} onChange={(v) => set({ user_mobilephone: v })} testId="bulk-user_mobilephone" />
          <NumberInput
            label={t('fields.prepay')}
            value={b.prepay}
            min={0}
            max={100_000_000}
            decimalScale={2}
            hideControls
            leftSection="¥"
            onChange={(v) => set({ prepay: String(v) })}
            data-testid="bulk-prepay"
          />
          <DeliveryDateField label={<Required>{t('fields.delivery_date')}</Required>} value={b.delivery_date} onChange={(v) => set({ delivery_date: v })} testId="bulk-delivery_date" />
          {text('user_address', 255, false)}
        </SimpleGrid>
        <Textarea label={t('fields.other_requirement')} value={b.other_requirement} maxLength={1000} autosize minRows={1} maxRows={4} onChange={(e) => set({ other_requirement: e.currentTarget.value })} />
        <FabricSupplyField
          value={state.fabric_type_id}
          parcelId={state.fabric_parcel_id ?? null}
          onChange={(v, parcel) => dispatch({ type: 'setFabricType', fabric_type_id: v, fabric_parcel_id: parcel })}
          testId="bulk-fabric-type"
        />
      </Stack>
    </TitledSection>
  );
}
