import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { fabricApi, fabricKeys } from '@/api/customer-fabric';
import type { UsableParcel } from '@/domain/customer-fabric/contract';
import { useOnline } from '@/sync/network';

type FabricParcelPickerProps = {
  /** The chosen parcel's id, or null. */
  value: number | null;
  /** The parcel picked (its code and composition fill the order's fabric), or null when cleared. */
  onPick: (parcel: UsableParcel | null) => void;
  testId: string;
  w?: number;
};

/**
 * Customer-supplied fabric from one of the account's parcels: the received parcels
 * with metres left, searched by code, colour or composition. Paying the order uses the BOM's
 * metres from it. The list is the server's (the metres move as orders are paid), so offline the
 * picker waits for the network and the fabric can still be typed.
 */
export function FabricParcelPicker({ value, onPick, testId, w = 300 }: FabricParcelPickerProps) {
  const { t } = useTranslation('customer_fabric');
  const online = useOnline();
  const [search, setSearch] = useState('');
  // The parcel last picked stays an option while another search runs (its label becomes the search text).
  const [picked, setPicked] = useState<UsableParcel | null>(null);
  const label = (p: UsableParcel) => `${p.fabric_num} ${p.flower} ${p.color} · ${t('parcel_balance', { balance: p.balance })}`;
  const typed = picked && search === label(picked) ? '' : search.trim();
  const [keyword] = useDebouncedValue(typed, 300);
  const usable = useQuery({ queryKey: fabricKeys.usable(keyword), queryFn: () => fabricApi.usable(keyword), enabled: online, placeholderData: keepPreviousData, retry: false });
  const found = usable.data?.list ?? [];
  const parcels = picked && picked.id === value && !found.some((p) => p.id === picked.id) ? [picked, ...found] : found;
  const byId = new Map(parcels.map((p) => [String(p.id), p]));
  return (
    <Select
      w={w}
      label={t('parcel_pick')}
      description={online ? t('parcel_pick_hint') : t('parcel_offline')}
      placeholder={t('parcel_search')}
      searchable
      clearable
      disabled={!online}
      data={parcels.map((p) => ({ value: String(p.id), label: label(p) }))}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value ? String(value) : null}
      onChange={(v) => {
        const parcel = v ? (byId.get(v) ?? null) : null;
        setPicked(parcel);
        onPick(parcel);
      }}
      nothingFoundMessage={t('parcel_none')}
      data-testid={testId}
    />
  );
}
