import { PasswordInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { changePassword } from '@/api/account';
import { FormDialog } from '@/data/form-dialog';
import { notify } from '@/ui/notify';

type ChangePasswordDialogProps = { opened: boolean; onClose: () => void };

const BLANK = { old: '', next: '', confirm: '' };

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('password.title')}
      initialValues={BLANK}
      validate={(v) => {
        // Spec 1 §5: an empty new password does nothing (onSubmit returns at once).
        if (!v.next) return {};
        if (!v.old) return { old: t('password.oldRequired') };
        return v.next === v.confirm ? {} : { confirm: t('password.mismatch') };
      }}
      onInvalid={(errors) => errors.confirm && notify.caution(errors.confirm, { autoClose: 3000 })}
      fieldOf={(f) => (f === 'old_password' ? 'old' : 'next')}
      needsNetwork={t('needsNetwork')}
      submitTestId="pw-submit"
      onSubmit={async (v) => {
        if (!v.next) return;
        await changePassword({ old_password: v.old, new_password: v.next });
        notify.success(t('password.changed'), { autoClose: 3000 });
        onClose();
      }}
    >
      {(form) => (
        <>
          <PasswordInput label={t('password.old')} autoComplete="current-password" {...form.getInputProps('old')} data-testid="pw-old" />
          <PasswordInput label={t('password.new')} autoComplete="new-password" {...form.getInputProps('next')} data-testid="pw-new" />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...form.getInputProps('confirm')} data-testid="pw-confirm" />
        </>
      )}
    </FormDialog>
  );
}
