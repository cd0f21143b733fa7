import { Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { AddParcelBody, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, MAX_IMAGES, SUB_TYPE, type AddParcelFields } from '@/domain/customer-fabric/contract';
import { FormDialog } from '@/data/form-dialog';
import { ImageUploads } from '@/data/image-uploads';

type Values = {
  fabric_num: string;
  flower: string;
  color: string;
  stock: number | string;
  specs: string;
  grammage: string;
  composition: string;
  width: string;
  remark: string;
  sub_type_id: string;
  assoc_order_num: string;
  logistics_num: string;
  logistics_company: string;
  images: string[];
  brand_images: string[];
};

const BLANK: Values = { fabric_num: '', flower: '', color: '', stock: '', specs: '', grammage: '', composition: '', width: '', remark: '', sub_type_id: String(SUB_TYPE.deposited), assoc_order_num: '', logistics_num: '', logistics_company: '', images: [], brand_images: [] };
/** The spec's order of checks (spec 3 §5), each with its own message. */
const REQUIRED = ['fabric_num', 'flower', 'color', 'stock', 'logistics_num', 'logistics_company'] as const;

/** The call's body: a deposited parcel sends no order number (spec 3 §5: the field is removed). */
function toInput(v: Values): AddParcelFields {
  const withOrder = Number(v.sub_type_id) === SUB_TYPE.withOrder;
  return {
    fabric_num: v.fabric_num.trim(),
    flower: v.flower.trim(),
    color: v.color.trim(),
    stock: v.stock === '' ? Number.NaN : Number(v.stock),
    specs: v.specs.trim(),
    grammage: v.grammage.trim(),
    composition: v.composition.trim(),
    width: v.width.trim(),
    remark: v.remark.trim(),
    sub_type_id: Number(v.sub_type_id),
    ...(withOrder ? { assoc_order_num: v.assoc_order_num.trim() } : {}),
    logistics_num: v.logistics_num.trim(),
    logistics_company: v.logistics_company.trim(),
    images: v.images,
    brand_images: v.brand_images,
  };
}

/** Register a customer-supplied parcel (spec 3 §5): the material, its logistics and its photos. */
export function ParcelDialog({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (v: AddParcelFields) => Promise<unknown> }) {
  const { t } = useTranslation('customer_fabric');
  const label = (f: string) => t(`col.${f}`);
  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={t('add')}
      size="xl"
      initialValues={BLANK}
      validate={(v) => {
        const errors: Partial<Record<keyof Values, string>> = {};
        for (const f of REQUIRED) if (String(v[f]).trim() === '') errors[f] ??= t(`${f}_required`);
        if (Number(v.sub_type_id) === SUB_TYPE.withOrder && !v.assoc_order_num.trim()) errors.assoc_order_num = t('order_required');
        if (v.images.length === 0) errors.images = t('images_required');
        return errors;
      }}
      schema={AddParcelBody}
      toInput={toInput}
      label={label}
      needsNetwork={t('needs_network')}
      submitTestId="parcel-save"
      onSubmit={(v) => onSave(toInput(v))}
    >
      {(form) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={label('fabric_num')} withAsterisk maxLength={64} data-autofocus data-testid="parcel-fabric-num" {...form.getInputProps('fabric_num')} />
            <TextInput label={label('flower')} withAsterisk maxLength={32} data-testid="parcel-flower" {...form.getInputProps('flower')} />
            <TextInput label={label('color')} withAsterisk maxLength={32} data-testid="parcel-color" {...form.getInputProps('color')} />
            <NumberInput label={`${label('stock')} (${t('metre')})`} withAsterisk min={0} max={100000} decimalScale={2} hideControls data-testid="parcel-stock" {...form.getInputProps('stock')} />
            <TextInput label={label('specs')} maxLength={64} {...form.getInputProps('specs')} />
            <TextInput label={label('grammage')} maxLength={32} {...form.getInputProps('grammage')} />
            <TextInput label={label('composition')} maxLength={128} {...form.getInputProps('composition')} />
            <TextInput label={label('width')} maxLength={32} {...form.getInputProps('width')} />
            <TextInput label={label('logistics_num')} withAsterisk maxLength={64} data-testid="parcel-logistics-num" {...form.getInputProps('logistics_num')} />
            <TextInput label={label('logistics_company')} withAsterisk maxLength={64} data-testid="parcel-logistics-company" {...form.getInputProps('logistics_company')} />
          </SimpleGrid>
          <Group align="flex-end">
            <div>
              <Text size="sm" fw={500} mb={4}>
                {label('sub_type_id')}
              </Text>
              <SegmentedControl data={[SUB_TYPE.withOrder, SUB_TYPE.deposited].map((s) => ({ value: String(s), label: t(`sub_type.${s}`) }))} data-testid="parcel-sub-type" {...form.getInputProps('sub_type_id')} />
            </div>
            {Number(form.values.sub_type_id) === SUB_TYPE.withOrder && <TextInput label={label('assoc_order_num')} withAsterisk maxLength={32} style={{ flex: 1 }} data-testid="parcel-order" {...form.getInputProps('assoc_order_num')} />}
          </Group>
          <ImageUploads label={label('images')} required max={MAX_IMAGES} maxBytes={IMAGE_MAX_BYTES} maxSide={IMAGE_MAX_SIDE} failed={t('upload_fabric_failed')} testId="parcel-images" value={form.values.images} onChange={(v) => form.setFieldValue('images', v)} error={form.errors.images as string | undefined} />
          <ImageUploads label={label('brand_images')} max={MAX_IMAGES} maxBytes={IMAGE_MAX_BYTES} maxSide={IMAGE_MAX_SIDE} failed={t('upload_brand_failed')} testId="parcel-brand-images" value={form.values.brand_images} onChange={(v) => form.setFieldValue('brand_images', v)} error={form.errors.brand_images as string | undefined} />
          <Textarea label={label('remark')} maxLength={500} autosize minRows={1} {...form.getInputProps('remark')} />
        </Stack>
      )}
    </FormDialog>
  );
}
