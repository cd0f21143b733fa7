import { Badge, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { EmployeeEditSchema } from '@/domain/orders/contract';
import type { EmployeeRecord } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { FormDialog } from '@/data/form-dialog';
import { SimpleTable } from '@/ui/simple-table';
import { SizeTables } from './detail/size-tables';

/** The detail dialog a name click opens: what the employee gets and their sizes. */
export function EmployeeDetailDialog({ employee, onClose }: { employee: EmployeeRecord | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Modal opened={employee !== null} onClose={onClose} title={employee ? t('employees.detailTitle', { name: employee.user_info.truename }) : ''} size="xl" centered>
      {employee && (
        <Stack>
          {employee.measuring_info.map((m) => (
            <Stack key={m.sub_category_id} gap={4}>
              <Group gap="xs">
                <Text fw={600}>
                  {m.category_name} × {m.quantity}
                </Text>
                {m.wearing_style && <Text c="dimmed">{m.wearing_style}</Text>}
              </Group>
              <SizeTables sizes={m.size_info} />
              {m.special_shape_info.length > 0 && (
                <Text size="sm" data-testid="employee-special-shapes">
                  {t('employees.specialShapes')}: {m.special_shape_info.map((s) => `${s.shape_name} ${s.shape_item}`).join(', ')}
                </Text>
              )}
              <MeasurementChecks warnings={m.warnings} />
            </Stack>
          ))}
          {employee.measuring_info.length === 0 && <Text c="dimmed">—</Text>}
        </Stack>
      )}
    </Modal>
  );
}

/** The plausibility warnings the measurer saw, each with whether it was checked as measured (已复核). */
function MeasurementChecks({ warnings }: { warnings: EmployeeRecord['measuring_info'][number]['warnings'] }) {
  const { t } = useTranslation('orders');
  if (warnings.length === 0) return null;
  return (
    <Stack gap={2} data-testid="employee-warnings">
      <Text size="sm" fw={500}>
        {t('employees.warnings')}
      </Text>
      {warnings.map((w) => (
        <Group key={`${w.code}:${w.item}`} gap="xs" wrap="nowrap" align="flex-start">
          <Badge size="sm" variant="light" color={w.confirmed ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
            {w.confirmed ? t('employees.checked') : t('employees.unchecked')}
          </Badge>
          <Text size="sm">{t(w.message.key, w.message.params)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

export type EmployeePatch = { truename: string; gender_id: number; height: number | null; weight: number | null; department_name: string };

type EditEmployeeDialogProps = { orderId: number; employee: EmployeeRecord | null; onSave: (patch: EmployeePatch) => Promise<unknown>; onClose: () => void };

/** Modify an employee of a team order still in the cart, checked with the contract's schema before it is sent. */
export function EditEmployeeDialog({ orderId, employee, onSave, onClose }: EditEmployeeDialogProps) {
  const { t } = useTranslation('orders');
  const labels: Record<keyof EmployeePatch, string> = {
    truename: t('employees.name'),
    gender_id: t('employees.gender'),
    height: t('detail.height'),
    weight: t('detail.weight'),
    department_name: t('employees.department'),
  };
  const num = (v: string | number) => (typeof v === 'number' ? v : null);
  return (
    <FormDialog<EmployeePatch>
      opened={employee !== null}
      onClose={onClose}
      title={t('employees.modify')}
      initialValues={employee ? { ...employee.user_info } : { truename: '', gender_id: 1, height: null, weight: null, department_name: '' }}
      schema={EmployeeEditSchema}
      toInput={(v) => ({ order_id: orderId, employee_id: employee?.id ?? 0, ...v, truename: v.truename.trim() })}
      label={(field) => labels[field]}
      needsNetwork={t('needsNetwork')}
      submitLabel={t('common:actions.save')}
      onSubmit={(v) => onSave({ ...v, truename: v.truename.trim() })}
    >
      {(form) => (
        <>
          <TextInput label={labels.truename} withAsterisk maxLength={64} {...form.getInputProps('truename')} />
          <SegmentedControl
            value={String(form.values.gender_id)}
            onChange={(v) => form.setFieldValue('gender_id', Number(v))}
            data={[
              { value: '1', label: t('detail.male') },
              { value: '2', label: t('detail.female') },
            ]}
          />
          <Group grow>
            <NumberInput label={labels.height} min={50} max={250} value={form.values.height ?? ''} error={form.errors.height} onChange={(v) => form.setFieldValue('height', num(v))} />
            <NumberInput label={labels.weight} min={10} max={300} value={form.values.weight ?? ''} error={form.errors.weight} onChange={(v) => form.setFieldValue('weight', num(v))} />
          </Group>
          <TextInput label={labels.department_name} maxLength={64} {...form.getInputProps('department_name')} />
        </>
      )}
    </FormDialog>
  );
}

/** The print view: every employee on one page, no buttons (the browser prints it). */
export function EmployeePrintTable({ rows }: { rows: EmployeeRecord[] }) {
  const { t } = useTranslation('orders');
  const columns: Columns<EmployeeRecord> = [
    { key: 'no', header: t('employees.no'), cell: (_, i) => i + 1 },
    { key: 'name', header: t('employees.name'), cell: (e) => e.user_info.truename },
    { key: 'gender', header: t('employees.gender'), cell: (e) => (e.user_info.gender_id === 1 ? t('detail.male') : t('detail.female')) },
    { key: 'height', header: t('employees.height'), cell: (e) => e.user_info.height ?? '—' },
    { key: 'weight', header: t('employees.weight'), cell: (e) => e.user_info.weight ?? '—' },
    { key: 'department', header: t('employees.department'), cell: (e) => e.user_info.department_name },
    { key: 'configuration', header: t('employees.configuration'), cell: (e) => e.measuring_info.map((m) => `${m.category_name}×${m.quantity}`).join(', ') },
  ];
  return <SimpleTable rows={rows} rowKey={(e) => e.id} columns={columns} fz="xs" />;
}
