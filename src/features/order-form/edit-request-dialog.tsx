import { Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { orderFormApi } from '@/api/order-form';
import { EditRequestBody } from '@/domain/order-form/contract';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { DayField } from '@/ui/day-field';
import { FormDialog } from '@/data/form-dialog';
import { requestChanged, type RequestDialogProps } from './request-dialog';

type EditValues = { fabricSource: string; fabricNum: string; custCompany: string; deliveryDate: string; remark: string };

/** The seller's corrections to a request before turning it into an order: fabric, company, delivery date, remark. */
export function EditRequestDialog(props: RequestDialogProps) {
  const { request: editing, onClose } = props;
  const { t } = useTranslation('order_form');
  return (
    <FormDialog<EditValues>
      opened={editing !== null}
      onClose={onClose}
      title={t('edit_title')}
      initialValues={editing ? { fabricSource: String(editing.form.fabricSource), fabricNum: editing.form.fabricNum, custCompany: editing.form.custCompany, deliveryDate: editing.form.deliveryDate, remark: editing.form.remark } : { fabricSource: '0', fabricNum: '', custCompany: '', deliveryDate: '', remark: '' }}
      validate={(v) => (v.fabricNum.trim() ? (v.deliveryDate ? {} : { deliveryDate: t('date_required') }) : { fabricNum: t('fabric_num_required') })}
      schema={EditRequestBody}
      toInput={(v) => ({ ...v, id: editing?.id ?? 0, fabricSource: Number(v.fabricSource) })}
      needsNetwork={t('needs_network')}
      onSubmit={async (v) => {
        await orderFormApi.edit({ id: editing!.id, fabricSource: Number(v.fabricSource), fabricNum: v.fabricNum.trim(), custCompany: v.custCompany.trim(), deliveryDate: v.deliveryDate, remark: v.remark.trim() });
        await requestChanged(props, t('updated'));
      }}
    >
      {(form) => (
        <Stack gap="sm">
          <Radio.Group label={t('fabric_source')} {...form.getInputProps('fabricSource')}>
            <Group mt={6}>
              <Radio value="0" label={t('fabric_source_0')} />
              <Radio value="1" label={t('fabric_source_1')} />
            </Group>
          </Radio.Group>
          <TextInput label={t('fabric_num')} withAsterisk maxLength={64} {...form.getInputProps('fabricNum')} />
          <TextInput label={t('cust_company')} maxLength={128} {...form.getInputProps('custCompany')} />
          <DayField label={t('delivery_date')} withAsterisk minDate={earliestDeliveryDay()} testId="request-delivery" {...form.getInputProps('deliveryDate')} />
          <Textarea label={t('remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
        </Stack>
      )}
    </FormDialog>
  );
}
