import { useMemo, useRef, useState } from 'react';
import { Alert, Container, Title } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { orderKeys } from '@/api/orders';
import { useProfile } from '@/data/profile';
import { CART_PAGE_SIZE_DEFAULT, CART_PAGE_SIZES, type CartType } from '@/domain/orders/cart';
import { useOnline } from '@/sync/network';
import { ListTabs } from '@/ui/list-tabs';
import { useCartChanges } from './api/use-cart-changes';
import { useCartOrders } from './api/use-cart-orders';
import { useCartOutbox, useCartReplay } from './api/use-cart-replay';
import { CART_STATUS_FILTERS, cartView, selectedTotal, type CartStatusFilter } from './cart-filter';
import { CartFilters } from './components/cart-filters';
import { CartSyncAlerts } from './components/cart-sync-alerts';
import { CartTable } from './components/cart-table';
import { PayDialog, PaySuccessDialog } from './components/pay-dialog';
import { SettleBar } from './components/settle-bar';
import { useCartSettle } from './use-cart-settle';
import { useListParams } from '@/data/use-list-params';

const TABS: CartType[] = ['custom', 'group', 'bulk'];

/** Where "Pay again" leads (spec 1 §4): back to the flow the user came from. */
function payAgainPath(source: string | null): string {
  if (source === 'fast') return '/home/fastPurchase';
  if (source === 'large') return '/home/largeGoods';
  if (source === 'group') return '/home/groupPurchase';
  return '/home/deepCustomization';
}

/** Spec 1 §2 cart screen: tabs, search, status filter with counts, rows, paging, delete, settle and pay. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const online = useOnline();
  const qc = useQueryClient();
  const profile = useProfile();
  const { userId, orders, onDevice, loading, read } = useCartOrders();
  const outbox = useCartOutbox(userId);
  useCartReplay(userId, online, outbox);

  // An order just placed opens the cart on its own tab (?source=group), which stays the default.
  const sourceTab: CartType = params.get('source') === 'large' ? 'bulk' : params.get('source') === 'group' ? 'group' : 'custom';
  const { keyword: skey, page, size, filters, setKeyword, setPage, setSize, setFilter } = useListParams({
    size: CART_PAGE_SIZE_DEFAULT,
    sizes: CART_PAGE_SIZES,
    filters: { tab: sourceTab, status: 'all' as CartStatusFilter },
    allowed: { tab: TABS, status: CART_STATUS_FILTERS },
  });
  const { tab, status } = filters;
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const view = useMemo(() => cartView(orders, { tab, skey, status, page, size }), [orders, tab, skey, status, page, size]);
  // Selection survives paging but never holds an order that left the cart.
  const live = useMemo(() => new Set([...selected].filter((id) => orders.some((o) => o.id === id))), [selected, orders]);
  const total = selectedTotal(orders, live);

  const settleRef = useRef<HTMLButtonElement>(null);

  const refreshAfterChange = () => qc.invalidateQueries({ queryKey: orderKeys.cart });

  const { confirmDelete, changeQuantity } = useCartChanges(userId, online, (targets) =>
    setSelected((sel) => new Set([...sel].filter((id) => !targets.some((o) => o.id === id)))),
  );

  const { settle, pay, deleteSelected, paying, setPaying, paid, setPaid } = useCartSettle({ userId, online, orders, live, setSelected, confirmDelete });

  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      {!online && (
        <Alert color="orange" mb="md" data-testid="cart-offline">
          {/* Before the cart was ever saved here, only the orders placed offline on this device show. */}
          {t(onDevice ? 'offline' : 'offlineNotOnDevice')}
        </Alert>
      )}
      <CartSyncAlerts outbox={outbox} onDiscarded={refreshAfterChange} />
      <ListTabs
        value={tab}
        tabs={TABS}
        label={(k) => t(`tabs.${k}`)}
        onChange={(k) => setFilter('tab', k)}
      />
      <CartFilters
        status={status}
        counts={view.counts}
        // Counts of a cart this device holds; none of one never saved here, online or not.
        counted={onDevice && read}
        keyword={skey}
        onStatus={(v) => setFilter('status', v)}
        onSearch={setKeyword}
      />
      <CartTable
        rows={view.rows}
        selected={live}
        onSelect={setSelected}
        paging={{
          page: view.page,
          pages: view.pages,
          onPage: setPage,
          size: {
            value: size,
            options: CART_PAGE_SIZES,
            label: t('pageSize'),
            onChange: setSize,
          },
        }}
        onQuantity={changeQuantity}
        onEdit={() => notify.info(t('editNotSupported'), { autoClose: 3000 })}
        onDelete={(o) => confirmDelete([o])}
        onDevice={onDevice}
        loading={loading}
      />
      <SettleBar count={live.size} total={total} onDelete={deleteSelected} onSettle={() => void settle()} settleRef={settleRef} />
      <PayDialog
        opened={paying}
        count={live.size}
        total={total}
        balance={profile?.money}
        onPay={pay}
        onPaid={(r) => {
          // The success dialog takes the payment's place: it gives the focus back where the payment
          // was asked for (settle), not to the pay button, which is gone once it closes.
          settleRef.current?.focus({ preventScroll: true });
          setPaying(false);
          setPaid(r);
        }}
        onClose={() => setPaying(false)}
      />
      <PaySuccessDialog
        result={paid}
        onPayAgain={() => {
          setPaid(null);
          navigate(payAgainPath(params.get('source')));
        }}
        onConfirm={() => setPaid(null)}
      />
    </Container>
  );
}
