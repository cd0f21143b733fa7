import { PasswordInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { changePayPassword } from '@/api/account';
import { PAY_PASSWORD_PATTERN } from '@/domain/shared/phone';
import { FormDialog } from '@/data/form-dialog';
import { notify } from '@/ui/notify';
import { PinField } from '@/ui/pin-field';

type ChangePayPasswordDialogProps = { opened: boolean; onClose: () => void };

const BLANK = { password: '', pay: '', confirm: '' };

export function ChangePayPasswordDialog({ opened, onClose }: ChangePayPasswordDialogProps) {
  const { t } = useTranslation('account');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('pay.title')}
      initialValues={BLANK}
      validate={(v) => {
        if (!v.password) return { password: t('pay.passwordRequired') };
        if (!PAY_PASSWORD_PATTERN.test(v.pay)) return { pay: t('pay.sixDigits') };
        return v.pay === v.confirm ? {} : { confirm: t('password.mismatch') };
      }}
      fieldOf={(f) => (f === 'new_pay_password' ? 'pay' : 'password')}
      needsNetwork={t('needsNetwork')}
      onSubmit={async (v) => {
        await changePayPassword({ password: v.password, new_pay_password: v.pay });
        notify.success(t('pay.changed'), { autoClose: 3000 });
        onClose();
      }}
    >
      {(form) => (
        <>
          <PasswordInput label={t('pay.loginPassword')} autoComplete="current-password" {...form.getInputProps('password')} />
          <PinField label={t('pay.new')} {...form.getInputProps('pay')} />
          <PinField label={t('pay.confirm')} {...form.getInputProps('confirm')} />
        </>
      )}
    </FormDialog>
  );
}
