import { Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { AddSampleBody, InviteBody, MAX_SAMPLE_SIZES, SaveConferenceBody, type Conference } from '@/domain/ordering-conference/contract';
import { sampleSizeOptions } from '@/domain/ordering-conference/sample-sizes';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { FormDialog } from '@/data/form-dialog';
import { DayField } from '@/ui/day-field';

type ConferenceValues = { name: string; start_date: string; end_date: string };

/** Create or rename and re-date a conference. */
export function ConferenceDialog({ opened, conference, onClose, onSave }: { opened: boolean; conference: Conference | null; onClose: () => void; onSave: (v: ConferenceValues) => Promise<unknown> }) {
  const { t } = useTranslation('ordering_conference');
  const today = new Date().toLocaleDateString('en-CA');
  const labels: Record<keyof ConferenceValues, string> = { name: t('col.name'), start_date: t('col.start_date'), end_date: t('col.end_date') };
  const input = (v: ConferenceValues) => ({ ...v, name: v.name.trim(), ...(conference ? { id: conference.id } : {}) });
  return (
    <FormDialog<ConferenceValues>
      opened={opened}
      onClose={onClose}
      title={t(conference ? 'edit' : 'new')}
      initialValues={conference ? { name: conference.name, start_date: conference.start_date, end_date: conference.end_date } : { name: '', start_date: today, end_date: today }}
      validate={(v) => (v.name.trim() ? {} : { name: t('name_required') })}
      schema={SaveConferenceBody}
      toInput={input}
      label={(f) => labels[f]}
      needsNetwork={t('needs_network')}
      submitTestId="conference-save"
      onSubmit={(v) => onSave(input(v))}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={labels.name} withAsterisk maxLength={64} data-autofocus data-testid="conference-name" {...form.getInputProps('name')} />
          <Group grow>
            <DayField label={labels.start_date} withAsterisk testId="conference-start" {...form.getInputProps('start_date')} />
            <DayField label={labels.end_date} withAsterisk testId="conference-end" {...form.getInputProps('end_date')} />
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}

type SampleValues = { product_no: string | null; price: number | string; sizes: string[] };

/** Add a catalogue product to the sample line: its price and the sizes buyers may order. */
export function SampleDialog({ opened, conferenceId, taken, onClose, onSave }: { opened: boolean; conferenceId: number; taken: string[]; onClose: () => void; onSave: (v: { conference_id: number; product_no: string; price: string; sizes: string[] }) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('ordering_conference');
  const { index } = useFastCatalogue();
  const products = index ? index.snapshot.products.filter((p) => !taken.includes(p.product_code)) : [];
  /** The sizes of the chart the product is cut to: the only ones a sample may offer. */
  const chartSizes = (code: string | null) => {
    const product = code && index ? index.snapshot.products.find((p) => p.product_code === code) : undefined;
    return product ? sampleSizeOptions(index!.snapshot, product.category_id) : [];
  };
  const labels: Record<keyof SampleValues, string> = { product_no: t('col.product_no'), price: t('col.price'), sizes: t('col.sizes') };
  const input = (v: SampleValues) => ({ conference_id: conferenceId, product_no: v.product_no ?? '', price: v.price === '' ? '' : Number(v.price).toFixed(2), sizes: v.sizes });
  return (
    <FormDialog<SampleValues>
      opened={opened}
      onClose={onClose}
      title={t('add_sample')}
      initialValues={{ product_no: null, price: '', sizes: [] }}
      validate={(v) => (v.product_no ? {} : { product_no: t('product_required') })}
      schema={AddSampleBody}
      toInput={input}
      label={(f) => labels[f]}
      needsNetwork={t('needs_network')}
      submitTestId="sample-save"
      onSubmit={(v) => onSave(input(v))}
    >
      {(form) => {
        const sizeOptions = chartSizes(form.values.product_no);
        const productInput = form.getInputProps('product_no');
        return (
          <Stack gap="sm">
            <Select
              label={labels.product_no}
              withAsterisk
              searchable
              data={products.map((p) => {
                const category = index?.category.get(p.category_id);
                return { value: p.product_code, label: `${p.product_code} · ${category ? pickName(i18n.language, category.name, category.name_en) : ''} · ${p.fabric_num}` };
              })}
              data-testid="sample-product"
              {...productInput}
              onChange={(code) => {
                productInput.onChange(code);
                // Another product may be cut to another chart: keep only the sizes it has too.
                const kept = new Set(chartSizes(code));
                form.setFieldValue('sizes', form.values.sizes.filter((v) => kept.has(v)));
              }}
            />
            <NumberInput label={labels.price} withAsterisk min={0.01} max={9999999} decimalScale={2} hideControls data-testid="sample-price" {...form.getInputProps('price')} />
            <MultiSelect
              label={labels.sizes}
              withAsterisk
              description={t('sizes_hint')}
              searchable
              disabled={sizeOptions.length === 0}
              data={sizeOptions}
              maxValues={MAX_SAMPLE_SIZES}
              hidePickedOptions
              data-testid="sample-sizes"
              {...form.getInputProps('sizes')}
            />
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/** Invite a buyer by the phone it signs in with. */
export function InviteDialog({ opened, conferenceId, onClose, onSave }: { opened: boolean; conferenceId: number; onClose: () => void; onSave: (phone: string) => Promise<unknown> }) {
  const { t } = useTranslation('ordering_conference');
  return (
    <FormDialog<{ mobilephone: string }>
      opened={opened}
      onClose={onClose}
      title={t('invite')}
      initialValues={{ mobilephone: '' }}
      schema={InviteBody}
      toInput={(v) => ({ conference_id: conferenceId, mobilephone: v.mobilephone.trim() })}
      label={() => t('col.mobilephone')}
      needsNetwork={t('needs_network')}
      submitTestId="invite-save"
      onSubmit={(v) => onSave(v.mobilephone.trim())}
    >
      {(form) => <TextInput label={t('col.mobilephone')} description={t('invite_hint')} withAsterisk inputMode="tel" maxLength={11} data-autofocus data-testid="invite-phone" {...form.getInputProps('mobilephone')} />}
    </FormDialog>
  );
}
