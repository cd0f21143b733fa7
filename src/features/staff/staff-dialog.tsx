import { Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { moduleName } from '@/domain/modules';
import { STAFF_STATUS, StaffInput, type Staff, type StaffFields } from '@/domain/staff/contract';
import { FormDialog } from '@/data/form-dialog';
import { LabelledSegmentedControl } from '@/ui/labelled-segmented-control';

type Values = { username: string; employee_number: string; mobilephone: string; password: string; status_id: string; modules: string[] };

/** spec 3 §5 "Staff dialog": checked in this order, each with the spec's own message. */
const REQUIRED = [
  ['username', 'username_required'],
  ['employee_number', 'number_required'],
  ['mobilephone', 'mobile_required'],
] as const;

const toInput = (v: Values): StaffFields => ({
  username: v.username.trim(),
  employee_number: v.employee_number.trim(),
  mobilephone: v.mobilephone.trim(),
  password: v.password,
  status_id: Number(v.status_id) === STAFF_STATUS.disabled ? STAFF_STATUS.disabled : STAFF_STATUS.enabled,
  modules: v.modules as StaffFields['modules'],
});

/**
 * Add or edit a staff login. On edit the account id is shown read-only and an empty password
 * keeps the old one. The ticked modules are all the login may use (the server holds it to them).
 */
export function StaffDialog({
  opened,
  staff,
  grantable,
  onClose,
  onSave,
}: {
  opened: boolean;
  staff: Staff | null;
  grantable: readonly string[];
  onClose: () => void;
  onSave: (v: StaffFields) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('staff');
  const label = (f: keyof Values) => t(`col.${f === 'status_id' ? 'status' : f}`);
  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={t(staff ? 'edit' : 'add')}
      size="lg"
      initialValues={{
        username: staff?.username ?? '',
        employee_number: staff?.employee_number ?? '',
        mobilephone: staff?.mobilephone ?? '',
        password: '',
        status_id: String(staff?.status_id ?? STAFF_STATUS.enabled),
        modules: staff?.modules.filter((m) => grantable.includes(m)) ?? [],
      }}
      validate={(v) => {
        for (const [f, key] of REQUIRED) if (v[f].trim() === '') return { [f]: t(key) };
        if (!staff && v.password === '') return { password: t('password_required') };
        if (v.modules.length === 0) return { modules: t('modules_required') };
        return {};
      }}
      schema={StaffInput}
      toInput={toInput}
      label={label}
      needsNetwork={t('needs_network')}
      submitTestId="staff-save"
      onSubmit={(v) => onSave(toInput(v))}
    >
      {(form) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {staff && <TextInput label={t('col.id')} value={String(staff.id)} readOnly variant="filled" data-testid="staff-id" />}
            <TextInput label={label('username')} withAsterisk maxLength={64} data-autofocus data-testid="staff-username" {...form.getInputProps('username')} />
            <TextInput label={label('employee_number')} withAsterisk maxLength={32} data-testid="staff-number" {...form.getInputProps('employee_number')} />
            <TextInput label={label('mobilephone')} withAsterisk inputMode="tel" maxLength={11} data-testid="staff-mobile" {...form.getInputProps('mobilephone')} />
            <PasswordInput
              label={label('password')}
              withAsterisk={!staff}
              description={staff ? t('password_hint') : undefined}
              maxLength={64}
              autoComplete="new-password"
              data-testid="staff-password"
              {...form.getInputProps('password')}
            />
            <LabelledSegmentedControl
              label={label('status_id')}
              data={[
                { value: String(STAFF_STATUS.enabled), label: t('status.1') },
                { value: String(STAFF_STATUS.disabled), label: t('status.0') },
              ]}
              data-testid="staff-status"
              {...form.getInputProps('status_id')}
            />
          </SimpleGrid>
          <Checkbox.Group label={label('modules')} description={t('modules_hint')} withAsterisk data-testid="staff-modules" {...form.getInputProps('modules')}>
            <Group gap="md" mt={6}>
              {grantable.map((m) => (
                <Checkbox key={m} value={m} label={moduleName(m, i18n.language)} data-testid={`staff-module-${m}`} />
              ))}
            </Group>
          </Checkbox.Group>
        </Stack>
      )}
    </FormDialog>
  );
}
