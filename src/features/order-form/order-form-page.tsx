import { Alert, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useParams } from 'react-router-dom';
import { PublicQueryPage } from '@/data/public-query-page';
import { orderFormApi } from '@/api/order-form';
import { FABRIC_LABELS, TRADEMARKS, WASH_LABELS, type FormInfo } from '@/domain/order-form/contract';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { CaptchaField } from '@/ui/captcha-field';
import { DayField } from '@/ui/day-field';
import { OrderFormCategories } from './order-form-categories';
import { useOrderForm } from './use-order-form';

/**
 * The public order form (spec 3 §2 "Order form page"): open without signing
 * in at /order-form/:region_code. A visitor fills it and sends it with a captcha; the seller of the
 * region finds it among its order form requests.
 */
export function OrderFormPage() {
  const { t } = useTranslation('order_form');
  const regionCode = useParams().region_code ?? '';
  const info = useQuery({ queryKey: ['order-form', regionCode], queryFn: () => orderFormApi.info(regionCode), retry: false });
  return (
    <PublicQueryPage query={info} size="lg" unreachable={t('unreachable')} errorTestId="order-form-error">
      {(data) => <FormBody regionCode={regionCode} info={data} />}
    </PublicQueryPage>
  );
}

function FormBody({ regionCode, info }: { regionCode: string; info: FormInfo }) {
  const { t } = useTranslation('order_form');
  const state = useOrderForm(regionCode, info);
  const { form, captcha, retryCaptcha, busy, sent, setSent, submit } = state;

  return (
    <Stack>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle', { shop: info.shop_name })}</Text>
      </div>
      {sent && (
        <Alert color="teal" data-testid="order-form-sent" withCloseButton onClose={() => setSent(false)}>
          {t('submitted')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Radio.Group label={t('fabric_source')} withAsterisk {...form.getInputProps('fabricSource')}>
            <Group mt={6}>
              <Radio value="0" label={t('fabric_source_0')} data-testid="fabric-source-0" />
              <Radio value="1" label={t('fabric_source_1')} />
            </Group>
          </Radio.Group>
          <TextInput label={t('fabric_num')} withAsterisk maxLength={64} data-testid="form-fabric" {...form.getInputProps('fabricNum')} />
          <TextInput label={t('cust_company')} maxLength={128} data-testid="form-company" {...form.getInputProps('custCompany')} />
          <TextInput label={t('contact_name')} withAsterisk maxLength={32} autoComplete="name" data-testid="form-contact" {...form.getInputProps('contactName')} />
          <TextInput label={t('mobilephone')} withAsterisk maxLength={11} inputMode="tel" autoComplete="tel" data-testid="form-phone" {...form.getInputProps('mobilephone')} />
          <DayField label={t('order_date')} withAsterisk testId="form-order-date" {...form.getInputProps('orderDate')} />
          <DayField label={t('delivery_date')} withAsterisk minDate={earliestDeliveryDay()} testId="form-delivery" {...form.getInputProps('deliveryDate')} />
          <TextInput label={t('store_name')} maxLength={64} {...form.getInputProps('storeName')} />
          <TextInput label={t('measurer')} maxLength={32} {...form.getInputProps('measurer')} />
        </SimpleGrid>
        <Textarea mt="sm" label={t('remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Radio.Group label={t('trademark')} withAsterisk {...form.getInputProps('trademark')}>
            <Group mt={6}>
              {TRADEMARKS.map((m) => (
                <Radio key={m} value={m} label={t(`trademark_${m}`)} data-testid={`trademark-${m}`} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t('fabric_label')} withAsterisk {...form.getInputProps('fabricLabel')}>
            <Group mt={6}>
              {FABRIC_LABELS.map((m) => (
                <Radio key={m} value={m} label={t(`fabric_label_${m}`)} data-testid={`fabric-label-${m}`} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Checkbox.Group mt="sm" label={t('wash_label')} withAsterisk {...form.getInputProps('washLable')}>
          <Group mt={6}>
            {WASH_LABELS.map((w) => (
              <Checkbox key={w} value={w} label={t(`wash.${w}`)} data-testid={`wash-${w}`} />
            ))}
          </Group>
        </Checkbox.Group>
      </Paper>
      <OrderFormCategories info={info} state={state} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end">
          <div style={{ maxWidth: 360, flex: 1 }}>
            {captcha && <CaptchaField captcha={captcha} onRetry={retryCaptcha} testId="form-captcha" />}
          </div>
          <Button loading={busy} onClick={() => void submit()} data-testid="form-submit">
            {t('submit')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
