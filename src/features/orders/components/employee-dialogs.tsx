import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeRecord } from '@/domain/orders/wire';
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
            </Stack>
          ))}
          {employee.measuring_info.length === 0 && <Text c="dimmed">—</Text>}
        </Stack>
      )}
    </Modal>
  );
}

export type EmployeePatch = { truename: string; gender_id: number; height: number | null; weight: number | null; department_name: string };

type EditEmployeeDialogProps = { employee: EmployeeRecord | null; pending: boolean; onSave: (patch: EmployeePatch) => void; onClose: () => void };

export function EditEmployeeDialog({ employee, pending, onSave, onClose }: EditEmployeeDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Modal opened={employee !== null} onClose={onClose} title={t('employees.modify')} centered>
      {employee && <EditEmployeeForm key={employee.id} employee={employee} pending={pending} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function EditEmployeeForm({ employee, pending, onSave, onClose }: { employee: EmployeeRecord } & Omit<EditEmployeeDialogProps, 'employee'>) {
  const { t } = useTranslation('orders');
  const [form, setForm] = useState<EmployeePatch>({ ...employee.user_info });
  const num = (v: string | number) => (typeof v === 'number' ? v : null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (form.truename.trim()) onSave({ ...form, truename: form.truename.trim() });
      }}
    >
      <Stack>
        <TextInput label={t('employees.name')} required value={form.truename} onChange={(e) => setForm({ ...form, truename: e.currentTarget.value })} maxLength={64} />
        <SegmentedControl
          value={String(form.gender_id)}
          onChange={(v) => setForm({ ...form, gender_id: Number(v) })}
          data={[
            { value: '1', label: t('detail.male') },
            { value: '2', label: t('detail.female') },
          ]}
        />
        <Group grow>
          <NumberInput label={t('detail.height')} min={50} max={250} value={form.height ?? ''} onChange={(v) => setForm({ ...form, height: num(v) })} />
          <NumberInput label={t('detail.weight')} min={10} max={300} value={form.weight ?? ''} onChange={(v) => setForm({ ...form, weight: num(v) })} />
        </Group>
        <TextInput label={t('employees.department')} value={form.department_name} maxLength={64} onChange={(e) => setForm({ ...form, department_name: e.currentTarget.value })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The print view: every employee on one page, no buttons (the browser prints it). */
export function EmployeePrintTable({ rows }: { rows: EmployeeRecord[] }) {
  const { t } = useTranslation('orders');
  return (
    <Table withTableBorder fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('employees.no')}</Table.Th>
          <Table.Th>{t('employees.name')}</Table.Th>
          <Table.Th>{t('employees.gender')}</Table.Th>
          <Table.Th>{t('employees.height')}</Table.Th>
          <Table.Th>{t('employees.weight')}</Table.Th>
          <Table.Th>{t('employees.department')}</Table.Th>
          <Table.Th>{t('employees.configuration')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((e, i) => (
          <Table.Tr key={e.id}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{e.user_info.truename}</Table.Td>
            <Table.Td>{e.user_info.gender_id === 1 ? t('detail.male') : t('detail.female')}</Table.Td>
            <Table.Td>{e.user_info.height ?? '—'}</Table.Td>
            <Table.Td>{e.user_info.weight ?? '—'}</Table.Td>
            <Table.Td>{e.user_info.department_name}</Table.Td>
            <Table.Td>{e.measuring_info.map((m) => `${m.category_name}×${m.quantity}`).join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
