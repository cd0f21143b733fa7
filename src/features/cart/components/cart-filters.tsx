import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { SearchInput } from '@/ui/search-input';
import { CART_STATUS_FILTERS, type CartStatusFilter } from '../cart-filter';

type CartFiltersProps = {
  status: CartStatusFilter;
  counts: Record<CartStatusFilter, number>;
  /** Whether the counts are the cart's: offline before the cart was saved here, they are only the device's. */
  counted: boolean;
  /** The search the list opened with (from its address). */
  keyword: string;
  onStatus: (status: CartStatusFilter) => void;
  onSearch: (skey: string) => void;
};

/** The cart's status filter, with its counts, and its search. */
export function CartFilters({ status, counts, counted, keyword, onStatus, onSearch }: CartFiltersProps) {
  const { t } = useTranslation('cart');
  return (
    <Group justify="space-between" mb="md">
      <SegmentedControl
        value={status}
        onChange={(v) => onStatus(v as CartStatusFilter)}
        data={CART_STATUS_FILTERS.map((k) => ({
          value: k,
          // Offline before the cart was saved here, the orders on the device are not the cart: no count.
          label: counted ? t(`filter.${k}`, { count: counts[k] }) : t(`filterPlain.${k}`),
        }))}
      />
      <SearchInput
        label={t('search')}
        w={280}
        initial={keyword}
        onSearch={onSearch}
      />
    </Group>
  );
}
