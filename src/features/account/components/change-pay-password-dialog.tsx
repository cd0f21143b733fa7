import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, PinInput, Stack, Text } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { changePayPassword } from '@/api/account';
import { ApiError } from '@/api/api-error';
import { PAY_PASSWORD_PATTERN } from '@/domain/shared/phone';
import { useOnline } from '@/sync/network';

type ChangePayPasswordDialogProps = { opened: boolean; onClose: () => void };

export function ChangePayPasswordDialog({ opened, onClose }: ChangePayPasswordDialogProps) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [pay, setPay] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setPassword('');
    setPay('');
    setConfirm('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!password) return setError(t('pay.passwordRequired'));
    if (!PAY_PASSWORD_PATTERN.test(pay)) return setError(t('pay.sixDigits'));
    if (pay !== confirm) return setError(t('password.mismatch'));
    if (!online) return notify.warning(t('needsNetwork'));
    setPending(true);
    try {
      await changePayPassword({ password, new_pay_password: pay });
      notify.success(t('pay.changed'), { autoClose: 3000 });
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('pay.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <PasswordInput label={t('pay.loginPassword')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('pay.new')}
            </Text>
            <PinInput length={6} type="number" mask value={pay} onChange={setPay} aria-label={t('pay.new')} />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('pay.confirm')}
            </Text>
            <PinInput length={6} type="number" mask value={confirm} onChange={setConfirm} aria-label={t('pay.confirm')} />
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
            <Button type="submit" loading={pending}>
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
