import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { paymentShortfall } from '@/domain/orders/cart';
import type { PayResult } from '@/domain/orders/wire';
import { yuanToFen } from '@/domain/shared/money';
import { PAY_PASSWORD_PATTERN } from '@/domain/shared/phone';
import { useOnline } from '@/sync/network';
import { FormDialog } from '@/data/form-dialog';
import { Money, useMoneyFormat } from '@/ui/money';
import { PinField } from '@/ui/pin-field';

type PayDialogProps = {
  opened: boolean;
  count: number;
  total: string;
  balance: string | undefined;
  onPay: (payPassword: string) => Promise<PayResult>;
  onPaid: (result: PayResult) => void;
  onClose: () => void;
};

/**
 * The payment dialog with its password prompt (spec 1 §4 payment). Online only. A total the balance
 * (a shop's credit) does not cover is said at once, and no password is asked for a payment the
 * server would refuse.
 */
export function PayDialog({ opened, count, total, balance, onPay, onPaid, onClose }: PayDialogProps) {
  const { t } = useTranslation('cart');
  const online = useOnline();
  const format = useMoneyFormat();
  const short = balance !== undefined && paymentShortfall(yuanToFen(total) ?? 0, yuanToFen(balance) ?? 0) > 0;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('payTitle')}
      initialValues={{ password: '' }}
      validate={(v) => (PAY_PASSWORD_PATTERN.test(v.password) ? {} : { password: t('payPasswordHint') })}
      // Every refusal (wrong password, balance short, an order gone) shows under the password.
      fieldOf={() => 'password'}
      needsNetwork={t('payNeedsNetwork')}
      submitLabel={t('pay')}
      submitDisabled={short}
      intro={
        <>
          <Group justify="space-between">
            <Text c="dimmed">{t('payOrders', { count })}</Text>
            <Text c="dimmed">{t('payMethod')}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('payAmount')}</Text>
            <Text fw={700} size="xl" c="red" data-testid="pay-total">
              <Money yuan={total} withYuan />
            </Text>
          </Group>
          {balance !== undefined && (
            <Group justify="space-between">
              <Text>{t('payBalance')}</Text>
              <Money yuan={balance} withYuan />
            </Group>
          )}
          {short && (
            <Alert color="red" data-testid="pay-short">
              {t('balance_insufficient', { need: format(total, { withYuan: true }), have: format(balance, { withYuan: true }) })}
            </Alert>
          )}
          {!online && <Alert color="orange">{t('payNeedsNetwork')}</Alert>}
        </>
      }
      onSubmit={async (v, form) => {
        try {
          onPaid(await onPay(v.password));
        } finally {
          // A refused password is typed again from the start; a paid one is never kept.
          form.setFieldValue('password', '');
        }
      }}
    >
      {(form) => !short && <PinField label={t('payPassword')} testId="pay-password" autoFocus {...form.getInputProps('password')} />}
    </FormDialog>
  );
}

type PaySuccessDialogProps = { result: PayResult | null; onPayAgain: () => void; onConfirm: () => void };

/** After payment: Pay again (back to the ordering flow) or Confirm (just close). */
export function PaySuccessDialog({ result, onPayAgain, onConfirm }: PaySuccessDialogProps) {
  const { t } = useTranslation('cart');
  const format = useMoneyFormat();
  const money = (yuan: string) => format(yuan, { withYuan: true });
  return (
    <Modal opened={result !== null} onClose={onConfirm} title={t('paySuccessTitle')} centered>
      {result && (
        <Stack>
          <Text data-testid="pay-success">{t('paySuccess', { amount: money(result.amount), balance: money(result.balance) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onPayAgain}>
              {t('payAgain')}
            </Button>
            <Button onClick={onConfirm}>{t('confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
