import { Paper, Radio, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { checkPhone } from '@/domain/rules/validation';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastUserInfo } from '@/ordering/state/fast-order-state';
import { Required } from '@/ui/required-label';

/** The delivery date as the spec sends it: YYYY-MM-DD hh:mm:ss (the picker has no disabled dates). */
export const DELIVERY_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Customer info of an individual order (spec 2 §3 "Fast user info"). */
export function CustomerForm() {
  const { t } = useTranslation('fast_purchase');
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const u = state.user;
  const set = (patch: Partial<FastUserInfo>) => dispatch({ type: 'setUser', patch });
  const field = (key: 'user_name' | 'user_address' | 'user_ic' | 'user_company_name' | 'user_remark', max: number, required = false) => (
    <TextInput
      label={required ? <Required>{t(`user.${key}`)}</Required> : t(`user.${key}`)}
      value={u[key]}
      maxLength={max}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
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
      <Title order={4} mb="sm">
        {t('customer')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
        {field('user_name', 64, true)}
        <Radio.Group label={t('user.user_sex')} value={String(u.user_sex)} onChange={(v) => set({ user_sex: v === '2' ? 2 : 1 })}>
          <Group gap="md" mt={8}>
            <Radio value="1" label={t('sex.1')} />
            <Radio value="2" label={t('sex.2')} />
          </Group>
        </Radio.Group>
        {number('user_height')}
        {number('user_weight')}
        <TextInput
          label={<Required>{t('user.user_mobilephone')}</Required>}
          value={u.user_mobilephone}
          maxLength={11}
          inputMode="tel"
          onChange={(e) => set({ user_mobilephone: e.currentTarget.value.replace(/\D/g, '') })}
          onBlur={() => {
            // spec 2 §5: a wrong phone is refused on blur and the field is cleared.
            if (u.user_mobilephone && checkPhone(u.user_mobilephone)) {
              warn('rules:phone_invalid');
              set({ user_mobilephone: '' });
            }
          }}
          data-testid="user-user_mobilephone"
        />
        {field('user_address', 255, true)}
        <DateTimePicker
          label={<Required>{t('user.delivery_date')}</Required>}
          valueFormat={DELIVERY_DATE_FORMAT}
          withSeconds
          clearable
          value={u.delivery_date || null}
          onChange={(v) => set({ delivery_date: v ?? '' })}
          data-testid="user-delivery_date"
        />
        {field('user_ic', 64)}
        {field('user_company_name', 128)}
        {field('user_remark', 1000)}
      </SimpleGrid>
    </Paper>
  );
}
