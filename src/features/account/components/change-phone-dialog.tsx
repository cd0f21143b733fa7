import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { editInfo } from '@/api/account';
import { ApiError } from '@/api/api-error';
import { saveProfile } from '@/db/session';
import type { UserInfo } from '@/domain/account/user-info';
import { isValidPhone } from '@/domain/shared/phone';
import { useOnline } from '@/sync/network';

type ChangePhoneDialogProps = { opened: boolean; onClose: () => void; user: UserInfo };

export function ChangePhoneDialog({ opened, onClose, user }: ChangePhoneDialogProps) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const [username, setUsername] = useState(user.username);
  const [mobilephone, setMobilephone] = useState(user.mobilephone);
  const [error, setError] = useState<Partial<Record<'username' | 'mobilephone', string>>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (opened) {
      setUsername(user.username);
      setMobilephone(user.mobilephone);
      setError({});
    }
  }, [opened, user]);

  const submit = async () => {
    // Spec 1 §5: both a new username and a new phone must be present before the call.
    const next: typeof error = {};
    if (!username.trim()) next.username = t('phone.usernameRequired');
    if (!mobilephone.trim()) next.mobilephone = t('phone.phoneRequired');
    else if (!isValidPhone(mobilephone.trim())) next.mobilephone = t('phone.phoneInvalid');
    setError(next);
    if (Object.keys(next).length) return;
    if (!online) return notify.warning(t('needsNetwork'));
    setPending(true);
    try {
      const { user_info } = await editInfo({ username: username.trim(), mobilephone: mobilephone.trim() });
      await saveProfile(user_info);
      notify.success(t('phone.changed'), { autoClose: 3000 });
      onClose();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('failed');
      setError(err instanceof ApiError && err.field === 'username' ? { username: message } : { mobilephone: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('phone.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label={t('phone.username')} value={username} maxLength={32} error={error.username} onChange={(e) => setUsername(e.currentTarget.value)} />
          <TextInput label={t('phone.phone')} value={mobilephone} maxLength={11} inputMode="numeric" error={error.mobilephone} onChange={(e) => setMobilephone(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
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
