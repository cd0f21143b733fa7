import { Badge, Paper, Radio, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { CustomerRow } from '@/domain/customers/contract';
import { CustomerPicker } from '@/ordering/components/customer-picker';
import { useTranslation } from '@/ui/i18n';
import { DeliveryDateField } from '@/ordering/components/delivery-date-field';
import { MobilePhoneField } from '@/ordering/components/mobile-phone-field';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastUserInfo } from '@/ordering/state/fast-order-state';
import { Required } from '@/ui/required-label';

/** The form's customer fields from a customer picked in customer management. */
function userFromCustomer(c: CustomerRow, deliveryAddress: string): Partial<FastUserInfo> {
  return {
    customer_id: c.id,
    user_name: c.cust_name,
    user_sex: c.gender === 2 ? 2 : 1,
    user_mobilephone: c.tel,
    user_height: c.height ? String(c.height) : '',
    user_weight: c.weight ? String(c.weight) : '',
    user_address: deliveryAddress,
    user_company_name: c.cust_company,
  };
}

type CustomerFormProps = {
  /** The deep flow takes the gender from its selection step (spec 2 §4): shown, not changed here. */
  sexLocked?: boolean;
  /** What the free-text field is called: the fast order's remark, the deep flow's other requirements. */
  remarkLabel?: string;
};

/** Customer info of an order for one person (spec 2 §3 "Fast user info", "Deep customer"). */
export function CustomerForm({ sexLocked = false, remarkLabel }: CustomerFormProps) {
  const { t } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const u = state.user;
  const set = (patch: Partial<FastUserInfo>) => dispatch({ type: 'setUser', patch });
  const field = (key: 'user_name' | 'user_address' | 'user_ic' | 'user_company_name' | 'user_remark', max: number, required = false, label = t(`user.${key}`)) => (
    <TextInput
      label={required ? <Required>{label}</Required> : label}
      value={u[key]}
      maxLength={max}
      // A new name is another customer than the one picked.
      onChange={(e) => set({ [key]: e.currentTarget.value, ...(key === 'user_name' ? { customer_id: null } : {}) })}
      data-testid={`user-${key}`}
    />
  );
  const number = (key: 'user_height' | 'user_weight') => (
    <TextInput
      label={t(`user.${key}`)}
      inputMode="decimal"
      maxLength={5}
      value={u[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value.replace(/[^\d.]/g, '') })}
      data-testid={`user-${key}`}
    />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={3} size="h4">{t('customer')}</Title>
        <Group gap="xs" align="flex-end">
          {u.customer_id ? (
            <Badge color="teal" variant="light" size="lg" data-testid="picked-customer">
              {t('customers:picked', { name: u.user_name })}
            </Badge>
          ) : null}
          <CustomerPicker
            onPick={({ customer: c, deliveryAddress }) => {
              const { user_sex, ...rest } = userFromCustomer(c, deliveryAddress);
              set(sexLocked ? rest : { ...rest, user_sex });
            }}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
        {field('user_name', 64, true)}
        <Radio.Group label={t('user.user_sex')} value={String(u.user_sex)} onChange={(v) => set({ user_sex: v === '2' ? 2 : 1 })} data-testid="user-user_sex">
          <Group gap="md" mt={8}>
            <Radio value="1" label={t('sex.1')} disabled={sexLocked} />
            <Radio value="2" label={t('sex.2')} disabled={sexLocked} />
          </Group>
        </Radio.Group>
        {number('user_height')}
        {number('user_weight')}
        <MobilePhoneField
          label={<Required>{t('user.user_mobilephone')}</Required>}
          value={u.user_mobilephone}
          onChange={(v) => set({ user_mobilephone: v, customer_id: null })}
          // spec 2 §5: a wrong phone is refused on blur and the field is cleared.
          onRefused={() => set({ user_mobilephone: '' })}
          testId="user-user_mobilephone"
        />
        {field('user_address', 255, true)}
        <DeliveryDateField label={<Required>{t('user.delivery_date')}</Required>} value={u.delivery_date} onChange={(v) => set({ delivery_date: v })} testId="user-delivery_date" />
        {field('user_ic', 64)}
        {field('user_company_name', 128)}
        {field('user_remark', 1000, false, remarkLabel)}
      </SimpleGrid>
    </Paper>
  );
}
