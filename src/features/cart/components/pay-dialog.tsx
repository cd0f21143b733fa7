import { useState } from 'react';
import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import type { PayResult } from '@/domain/orders/wire';
import { formatMoney, yuanToFen } from '@/domain/shared/money';
import { PAY_PASSWORD_PATTERN } from '@/domain/shared/phone';
import { useOnline } from '@/sync/network';
import { Money } from '@/ui/money';

type PayDialogProps = {
  opened: boolean;
  count: number;
  total: string;
  balance: string | undefined;
  onPay: (payPassword: string) => Promise<PayResult>;
  onPaid: (result: PayResult) => void;
  onClose: () => void;
};

/** The payment dialog with its password prompt (spec 1 §4 payment). Online only. */
export function PayDialog({ opened, count, total, balance, onPay, onPaid, onClose }: PayDialogProps) {
  const { t } = useTranslation('cart');
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!PAY_PASSWORD_PATTERN.test(password)) return setError(t('payPasswordHint'));
    setPending(true);
    setError(null);
    try {
      const result = await onPay(password);
      setPassword('');
      onPaid(result);
    } catch (err) {
      setPassword('');
      setError(err instanceof ApiError && err.kind !== 'network' ? err.message : t('payNeedsNetwork'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('payTitle')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Group justify="space-between">
            <Text c="dimmed">{t('payOrders', { count })}</Text>
            <Text c="dimmed">{t('payMethod')}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('payAmount')}</Text>
            <Text fw={700} size="xl" c="red" data-testid="pay-total">
              <Money yuan={total} />
            </Text>
          </Group>
          {balance !== undefined && (
            <Group justify="space-between">
              <Text>{t('payBalance')}</Text>
              <Money yuan={balance} />
            </Group>
          )}
          {!online && <Alert color="orange">{t('payNeedsNetwork')}</Alert>}
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('payPassword')}
            </Text>
            <PinInput
              length={6}
              type="number"
              mask
              value={password}
              onChange={setPassword}
              aria-label={t('payPassword')}
              data-testid="pay-password"
              // The modal focuses the element marked data-autofocus: the first digit, not the close button.
              getInputProps={(index) => (index === 0 ? { 'data-autofocus': true } : {})}
            />
          </div>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!online}>
              {t('pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type PaySuccessDialogProps = { result: PayResult | null; onPayAgain: () => void; onConfirm: () => void };

/** After payment: Pay again (back to the ordering flow) or Confirm (just close). */
export function PaySuccessDialog({ result, onPayAgain, onConfirm }: PaySuccessDialogProps) {
  const { t, i18n } = useTranslation('cart');
  const money = (yuan: string) => formatMoney(yuanToFen(yuan) ?? 0, i18n.language === 'en' ? 'en' : 'zh');
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
