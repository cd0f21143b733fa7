import { Alert, Container, Group, Radio, Stack, Title } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { useSubmitFastOrder } from './api/use-submit-fast-order';
import { CustomerForm } from '@/ordering/components/customer-form';
import { CatalogueStatus } from '@/ordering/components/catalogue-status';
import { MeasurementPage } from '@/ordering/components/measurement-page';
import { OrderBasicsSection } from '@/ordering/components/order-basics-section';
import { PreviewButton } from '@/ordering/components/preview-button';
import { TechniquePanel } from '@/ordering/components/technique-panel';
import { getUserId } from '@/db/session';
import { FastOrderProvider, useFastOrder } from '@/ordering/state/fast-order-context';
import { useFastOrderDraft } from './state/use-draft';
import { switchLosesData, type DemoOrder } from '@/ordering/state/fast-order-state';
import { FastOrderActions } from './fast-order-actions';
import { CompanyForm } from './team/company-form';
import { TeamSection } from './team/team-section';

/** spec 2 §2.1 fast purchase (route fastPurchase, /home/fastPurchase): individual (1) and team (2) orders. */
export function FastPurchasePage() {
  return (
    <FastOrderProvider>
      <FastPurchaseScreen />
    </FastOrderProvider>
  );
}

function FastPurchaseScreen() {
  const { t, i18n } = useTranslation('ordering');
  useSyncEngine(i18n.language);
  const online = useOnline();
  const catalogue = useFastCatalogue();
  const index = catalogue.index;
  const { state, dispatch } = useFastOrder();
  const { submit, sending } = useSubmitFastOrder(index);
  const restored = useFastOrderDraft(getUserId(), state, dispatch);

  const changeOrderType = (value: string) => {
    const next = value === '2' ? 2 : 1;
    if (next === state.order_type) return;
    if (!switchLosesData(state)) return dispatch({ type: 'setOrderType', order_type: next });
    // spec 2 §4: switching from team to individual asks first, then clears the staff data. The spec
    // says nothing of the other way, which clears categories, customer and measurements: it asks too.
    // A cancelled confirmation says 已取消 (spec 2 §8).
    const key = next === 1 ? 'switchToIndividual' : 'switchToTeam';
    confirmAction({
      title: t(key),
      message: t(`${key}Confirm`),
      cancelled: t('cancelled'),
      onConfirm: () => dispatch({ type: 'setOrderType', order_type: next }),
    });
  };

  return (
    <Container size="xl" py="md" data-testid="fast-purchase">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{t('title')}</Title>
          <Group gap="lg" wrap="wrap">
            <Radio.Group value={String(state.order_type)} onChange={changeOrderType} label={t('orderType')}>
              <Group gap="md" mt={4}>
                <Radio value="1" label={t('orderTypeValue.1')} data-testid="order-type-1" />
                <Radio value="2" label={t('orderTypeValue.2')} data-testid="order-type-2" />
              </Group>
            </Radio.Group>
            <Radio.Group value={String(state.demo_order)} onChange={(v) => dispatch({ type: 'setDemoOrder', demo_order: Number(v) as DemoOrder })} label={t('demoOrder')}>
              <Group gap="md" mt={4}>
                <Radio value="0" label={t('demoOrderValue.0')} data-testid="demo-order-0" />
                <Radio value="1" label={t('demoOrderValue.1')} data-testid="demo-order-1" />
              </Group>
            </Radio.Group>
            {index && <PreviewButton index={index} />}
          </Group>
        </Group>

        {!online && (
          <Alert color="orange" variant="light" data-testid="fast-offline">
            {t('offlineNote')}
          </Alert>
        )}

        <CatalogueStatus catalogue={catalogue} restored={restored} testId="fast-no-catalogue" />

        {index && restored && (
          <>
            <OrderBasicsSection index={index} />
            {state.order_type === 2 && <TeamSection index={index} />}
            <TechniquePanel index={index} />
            {state.order_type === 2 && <CompanyForm />}
            {state.order_type === 1 && (
              <>
                <CustomerForm />
                <MeasurementPage index={index} />
              </>
            )}
            <FastOrderActions onSubmit={() => void submit()} sending={sending} />
          </>
        )}
      </Stack>
    </Container>
  );
}
