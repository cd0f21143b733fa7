import { Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { orderFormApi } from '@/api/order-form';
import { DeclineBody } from '@/domain/order-form/contract';
import { FormDialog } from '@/data/form-dialog';
import { requestChanged, type RequestDialogProps } from './request-dialog';

/** Declining a request, with the reason the visitor is given. */
export function DeclineRequestDialog(props: RequestDialogProps) {
  const { request: declining, onClose } = props;
  const { t } = useTranslation('order_form');
  return (
    <FormDialog<{ reason: string }>
      opened={declining !== null}
      onClose={onClose}
      title={t('decline_title')}
      initialValues={{ reason: '' }}
      validate={(v) => (v.reason.trim() ? {} : { reason: t('reason_required') })}
      schema={DeclineBody}
      toInput={(v) => ({ id: declining?.id ?? 0, reason: v.reason.trim() })}
      needsNetwork={t('needs_network')}
      submitTestId="decline-submit"
      onSubmit={async (v) => {
        await orderFormApi.decline(declining!.id, v.reason.trim());
        await requestChanged(props, t('declined'));
      }}
    >
      {(form) => <Textarea label={t('decline_reason')} withAsterisk maxLength={255} data-autofocus {...form.getInputProps('reason')} />}
    </FormDialog>
  );
}
