import { useQuery } from '@tanstack/react-query';
import { customersApi } from '@/api/customers';
import { mayUse } from '@/domain/account/user-types';
import { useOnline } from '@/sync/network';
import { useTranslation } from '@/ui/i18n';
import { useProfile } from './profile';

/**
 * The account's company customers, for a screen that brings a company's people in (a team
 * order's configuration, a measuring task): only for accounts holding customer management, read
 * while online, each offered with its number of people. One query key, so both screens share
 * the answer.
 */
export function useCompanyCustomers() {
  const { t } = useTranslation('customers');
  const profile = useProfile();
  const online = useOnline();
  const allowed = profile ? mayUse(profile, 'customer_mgmt') : false;
  const companies = useQuery({ queryKey: ['customers', 'companies', 'picker'], queryFn: () => customersApi.companies({ page: 1, size: 100 }), enabled: allowed && online, retry: false });
  const list = companies.data?.list ?? [];
  const options = list.map((c) => ({ value: String(c.id), label: `${c.name} (${t('people_count', { count: c.people_count })})` }));
  return { allowed, online, list, options };
}
