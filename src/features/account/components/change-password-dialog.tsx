import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/api/account';
import { ApiError } from '@/api/api-error';
import { useOnline } from '@/sync/network';

type ChangePasswordDialogProps = { opened: boolean; onClose: () => void };

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [error, setError] = useState<Partial<Record<'old' | 'next' | 'confirm', string>>>({});
  const [pending, setPending] = useState(false);

  const close = () => {
    setValues({ old: '', next: '', confirm: '' });
    setError({});
    onClose();
  };

  const submit = async () => {
    // Spec 1 §5: an empty new password does nothing.
    if (!values.next) return;
    if (!values.old) return setError({ old: t('password.oldRequired') });
    if (values.next !== values.confirm) {
      setError({ confirm: t('password.mismatch') });
      notify.caution(t('password.mismatch'), { autoClose: 3000 });
      return;
    }
    if (!online) return notify.warning(t('needsNetwork'));
    setPending(true);
    try {
      await changePassword({ old_password: values.old, new_password: values.next });
      notify.success(t('password.changed'), { autoClose: 3000 });
      close();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('failed');
      setError(err instanceof ApiError && err.field === 'old_password' ? { old: message } : { next: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('password.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <PasswordInput label={t('password.old')} autoComplete="current-password" value={values.old} error={error.old} onChange={(e) => setValues({ ...values, old: e.currentTarget.value })} data-testid="pw-old" />
          <PasswordInput label={t('password.new')} autoComplete="new-password" value={values.next} error={error.next} onChange={(e) => setValues({ ...values, next: e.currentTarget.value })} data-testid="pw-new" />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" value={values.confirm} error={error.confirm} onChange={(e) => setValues({ ...values, confirm: e.currentTarget.value })} data-testid="pw-confirm" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="pw-submit">
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
