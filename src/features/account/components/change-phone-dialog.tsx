import { TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { editInfo } from '@/api/account';
import { saveProfile } from '@/db/session';
import type { UserInfo } from '@/domain/account/user-info';
import { isValidPhone } from '@/domain/shared/phone';
import { FormDialog } from '@/data/form-dialog';
import { notify } from '@/ui/notify';

type ChangePhoneDialogProps = { opened: boolean; onClose: () => void; user: UserInfo };

export function ChangePhoneDialog({ opened, onClose, user }: ChangePhoneDialogProps) {
  const { t } = useTranslation('account');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('phone.title')}
      initialValues={{ username: user.username, mobilephone: user.mobilephone }}
      // Spec 1 §5: both a new username and a new phone must be present before the call.
      validate={(v) => ({
        ...(!v.username.trim() && { username: t('phone.usernameRequired') }),
        ...(!v.mobilephone.trim() ? { mobilephone: t('phone.phoneRequired') } : !isValidPhone(v.mobilephone.trim()) && { mobilephone: t('phone.phoneInvalid') }),
      })}
      fieldOf={(f) => (f === 'username' ? 'username' : 'mobilephone')}
      needsNetwork={t('needsNetwork')}
      onSubmit={async (v) => {
        const { user_info } = await editInfo({ username: v.username.trim(), mobilephone: v.mobilephone.trim() });
        await saveProfile(user_info);
        notify.success(t('phone.changed'), { autoClose: 3000 });
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextInput label={t('phone.username')} maxLength={32} {...form.getInputProps('username')} />
          <TextInput label={t('phone.phone')} maxLength={11} inputMode="numeric" {...form.getInputProps('mobilephone')} />
        </>
      )}
    </FormDialog>
  );
}
