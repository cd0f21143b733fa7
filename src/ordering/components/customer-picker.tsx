import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { customersApi } from '@/api/customers';
import { useProfile } from '@/data/profile';
import { mayUse } from '@/domain/account/user-types';
import { CLIENT_TYPE, type CustomerRow } from '@/domain/customers/contract';
import { useOnline } from '@/sync/network';

/** What an order form takes from a picked customer: who they are, and where the order goes. */
export type PickedCustomer = { customer: CustomerRow; deliveryAddress: string };

const SHOWN = 20;

/**
 * Pick one of the seller's individual customers by name or phone, for the fast and deep
 * orders' customer forms. The delivery address is the customer's default address when they have
 * one, else the address on their record. Online only: offline the form is typed by hand.
 */
export function CustomerPicker({ onPick, w = 320 }: { onPick: (picked: PickedCustomer) => void; w?: number }) {
  const { t } = useTranslation('customers');
  const online = useOnline();
  const profile = useProfile();
  // Only accounts that hold customer management have customers to pick.
  const allowed = profile ? mayUse(profile, 'customer_mgmt') : false;
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['customers', 'picker', keyword],
    queryFn: () => customersApi.individuals({ keyword: keyword || undefined, page: 1, size: SHOWN }),
    enabled: online && allowed,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  // While the server is asked for what was just typed, its earlier answer stays, narrowed here to
  // the typed name or phone: the list follows the keys, and an option does not vanish for an
  // empty list and come back in the same place as the answer arrives (a tap on it landed on the
  // gap and picked nothing).
  const typed = search.trim().toLowerCase();
  const answered = !found.isPlaceholderData && keyword === search.trim();
  const rows = (found.data?.data ?? []).filter((c) => answered || c.cust_name.toLowerCase().includes(typed) || c.tel.includes(typed));
  if (!allowed) return null;

  const pick = async (id: string | null) => {
    const customer = rows.find((c) => String(c.id) === id);
    if (!customer) return;
    const addresses = await customersApi.addresses(CLIENT_TYPE.individual, customer.id).catch(() => []);
    const home = addresses.find((a) => a.is_default === 1);
    const deliveryAddress = home ? `${home.province_name}${home.city_name}${home.district_name}${home.address}` : customer.address;
    onPick({ customer, deliveryAddress });
    setSearch('');
  };

  return (
    <Select
      w={w}
      label={t('pick_customer')}
      placeholder={t('pick_customer_placeholder')}
      searchable
      clearable
      disabled={!online}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every row it answered is a match.
      filter={({ options }) => options}
      data={rows.map((c) => ({ value: String(c.id), label: `${c.cust_name} · ${c.tel}` }))}
      nothingFoundMessage={found.isFetching ? '…' : t('no_match')}
      onChange={(v) => void pick(v)}
      data-testid="customer-picker"
    />
  );
}
