import { Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { salesReportApi, salesReportKeys } from '@/api/sales-report';
import { ORDER_TYPE_IDS, orderTypeLabel } from '@/domain/orders/cart';
import { localeOf } from '@/domain/shared/locale';
import { ReportInput, type GroupBy, type Report, type ReportFields } from '@/domain/sales-report/contract';
import { FormDialog } from '@/data/form-dialog';
import { DayField } from '@/ui/day-field';
import { LabelledSegmentedControl } from '@/ui/labelled-segmented-control';

type ReportValues = { name: string; start_date: string; end_date: string; group_by: GroupBy; order_types: string[]; category_ids: string[]; shop_ids: string[]; staff_ids: string[] };

const today = () => new Date().toLocaleDateString('en-CA');
const monthStart = () => `${today().slice(0, 8)}01`;
const BLANK = (): ReportValues => ({ name: '', start_date: monthStart(), end_date: today(), group_by: 'day', order_types: [], category_ids: [], shop_ids: [], staff_ids: [] });

const valuesOf = (r: Report): ReportValues => ({
  name: r.name,
  start_date: r.start_date,
  end_date: r.end_date,
  group_by: r.group_by,
  order_types: r.order_types.map(String),
  category_ids: r.category_ids.map(String),
  shop_ids: r.shop_ids.map(String),
  staff_ids: r.staff_ids.map(String),
});

const toFields = (v: ReportValues): ReportFields => ({
  name: v.name.trim(),
  start_date: v.start_date,
  end_date: v.end_date,
  group_by: v.group_by,
  order_types: v.order_types.map(Number),
  category_ids: v.category_ids.map(Number),
  shop_ids: v.shop_ids.map(Number),
  staff_ids: v.staff_ids.map(Number),
});

type ReportDialogProps = { opened: boolean; report: Report | null; onClose: () => void; onSave: (fields: ReportFields) => Promise<unknown> };

/** A saved view: its name, days, grouping and what it narrows to (nothing chosen: everything). */
export function ReportDialog({ opened, report, onClose, onSave }: ReportDialogProps) {
  const { t, i18n } = useTranslation('sales_report');
  const options = useQuery({ queryKey: salesReportKeys.options(i18n.language), queryFn: salesReportApi.options, enabled: opened, staleTime: 5 * 60_000 });
  const label = (f: keyof ReportValues) => t(`field.${f}`);
  const choices = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <FormDialog<ReportValues>
      opened={opened}
      onClose={onClose}
      title={t(report ? 'edit' : 'new')}
      size="lg"
      initialValues={report ? valuesOf(report) : BLANK()}
      validate={(v) => {
        const e: Partial<Record<keyof ReportValues, string>> = {};
        if (!v.name.trim()) e.name = t('name_required');
        if (v.start_date && v.end_date && v.end_date < v.start_date) e.end_date = t('end_before_start');
        return e;
      }}
      schema={ReportInput}
      toInput={toFields}
      label={label}
      needsNetwork={t('needs_network')}
      submitTestId="report-save"
      onSubmit={(v) => onSave({ ...toFields(v), ...(report ? { id: report.id } : {}) })}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={label('name')} withAsterisk maxLength={64} data-autofocus {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <DayField label={label('start_date')} withAsterisk testId="report-start" {...form.getInputProps('start_date')} />
            <DayField label={label('end_date')} withAsterisk testId="report-end" {...form.getInputProps('end_date')} />
          </Group>
          <LabelledSegmentedControl label={label('group_by')} value={form.values.group_by} onChange={(v) => form.setFieldValue('group_by', v as GroupBy)} data={(['day', 'week'] as const).map((g) => ({ value: g, label: t(`group.${g}`) }))} />
          <MultiSelect label={label('order_types')} placeholder={t('all')} data={ORDER_TYPE_IDS.map((v) => ({ value: String(v), label: orderTypeLabel({ order_type_id: v }, localeOf(i18n.language)) }))} clearable {...form.getInputProps('order_types')} />
          <MultiSelect label={label('category_ids')} placeholder={t('all')} searchable clearable data={choices(options.data?.categories)} {...form.getInputProps('category_ids')} />
          <Group grow align="flex-start">
            <MultiSelect label={label('shop_ids')} placeholder={t('all')} clearable data={choices(options.data?.shops)} {...form.getInputProps('shop_ids')} />
            <MultiSelect label={label('staff_ids')} placeholder={t('all')} clearable data={choices(options.data?.staff)} {...form.getInputProps('staff_ids')} />
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}
