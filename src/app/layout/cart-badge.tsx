import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { cartCountKey, getCartCount } from '@/api/cart-count';
import { CartIcon } from '@/ui/icons';

/** The cart icon with its count; 10 or more is drawn as a wider red pill (spec 1 §2 header). */
export function CartBadge() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: cartCountKey, queryFn: () => getCartCount(), retry: false, staleTime: 15_000 });
  const count = (data ?? []).reduce((n, row) => n + Number(row.cnt), 0);
  const many = count >= 10;
  return (
    <Indicator
      label={many ? (count > 99 ? '99+' : String(count)) : count}
      size={many ? 20 : 16}
      color={many ? 'red' : 'orange'}
      disabled={count === 0}
      offset={4}
      data-testid="cart-badge"
      data-count={count}
      styles={{ indicator: many ? { paddingInline: 6, fontWeight: 700 } : {} }}
    >
      <ActionIcon component={Link} to="/home/cart" variant="subtle" color="gray" size="lg" aria-label={t('header.cart')}>
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
