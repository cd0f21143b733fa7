import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import { DeliveryDateField } from '@/ordering/components/delivery-date-field';
import { MobilePhoneField } from '@/ordering/components/mobile-phone-field';
import { Required } from '@/ui/required-label';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { GroupInfo } from '@/ordering/state/fast-order-state';

/** Company info of a team order: company name, contacts, mobile phone, address and delivery date. */
export function CompanyForm() {
  const { t } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const g = state.team.group;
  const set = (patch: Partial<GroupInfo>) => dispatch({ type: 'setGroup', patch });
  const text = (key: 'company_name' | 'contacts' | 'user_address', max: number) => (
    <TextInput label={<Required>{t(`team.company.${key}`)}</Required>} value={g[key]} maxLength={max} onChange={(e) => set({ [key]: e.currentTarget.value })} data-testid={`group-${key}`} />
  );
  return (
    <TitledSection title={t('team.companyInfo')}>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
        {text('company_name', 128)}
        {text('contacts', 64)}
        <MobilePhoneField
          label={<Required>{t('user.user_mobilephone')}</Required>}
          value={g.user_mobilephone}
          onChange={(v) => set({ user_mobilephone: v })}
          onRefused={() => set({ user_mobilephone: '' })}
          testId="group-user_mobilephone"
        />
        {text('user_address', 255)}
        <DeliveryDateField label={<Required>{t('user.delivery_date')}</Required>} value={g.delivery_date} onChange={(v) => set({ delivery_date: v })} testId="group-delivery_date" />
      </SimpleGrid>
    </TitledSection>
  );
}
