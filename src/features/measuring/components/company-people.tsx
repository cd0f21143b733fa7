import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { customersApi } from '@/api/customers';
import { useCompanyCustomers } from '@/data/use-company-customers';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { notify } from '@/ui/notify';

/**
 * A task and a company customer: the company's people pulled into the task, as the
 * file import does, or the task's people saved to the company. For accounts that hold customer
 * management (the task's owner); a measurer does not see it.
 */
export function CompanyPeople({ task, onImported }: { task: MeasuringTaskInfo; onImported: () => void }) {
  const { t } = useTranslation('customers');
  const { allowed, online, options } = useCompanyCustomers();
  const [clientId, setClientId] = useState<string | null>(task.client_id ? String(task.client_id) : null);
  const [busy, setBusy] = useState<'pull' | 'save' | null>(null);
  if (!allowed) return null;

  const run = async (what: 'pull' | 'save') => {
    if (!online) return notify.warning(t('needs_network'));
    if (!clientId) return notify.warning(t('pick_company_first'));
    setBusy(what);
    try {
      const key = crypto.randomUUID();
      const { count } = what === 'pull' ? await customersApi.peopleToTask(Number(clientId), task.id, key) : await customersApi.peopleFromTask(Number(clientId), task.id, key);
      notify.success(t(what === 'pull' ? 'pulled' : 'saved_back', { count }));
      if (what === 'pull') onImported();
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="task-company-people">
      <Text size="sm" fw={600}>
        {t('company_section')}
      </Text>
      <Select
        placeholder={t('pick_company')}
        aria-label={t('pick_company')}
        searchable
        data={options}
        value={clientId}
        onChange={setClientId}
        data-testid="task-company-select"
      />
      <Group grow>
        <Button variant="light" loading={busy === 'pull'} onClick={() => void run('pull')} data-testid="task-company-pull">
          {t('pull_people')}
        </Button>
        <Button variant="default" loading={busy === 'save'} onClick={() => void run('save')} data-testid="task-company-save">
          {t('save_people')}
        </Button>
      </Group>
    </Stack>
  );
}
