import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { customersApi } from '@/api/customers';
import { useCompanyCustomers } from '@/data/use-company-customers';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { CUSTOMER_MIRROR_SIZE } from '@/domain/customers/contract';
import { staffFromImport, type ImportedStaff } from '@/domain/fast-order';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff } from '@/ordering/state/fast-order-state';
import { configToDomain } from '@/ordering/state/to-domain';
import { notify } from '@/ui/notify';

/**
 * A company customer's people as the employees of the configuration shown, as the
 * template import places its rows; the company's name fills the order's company when it is empty.
 * Their measurements are then entered as for any employee.
 */
export function CompanyPeopleImport({ index }: { index: CatalogueIndex }) {
  const { t, i18n } = useTranslation('customers');
  const { allowed, online, list: companies, options } = useCompanyCustomers();
  const { state, dispatch } = useFastOrder();
  const [clientId, setClientId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const configs = state.team.configs;
  const active = configs.find((c) => c.id === state.team.activeConfig) ?? configs[0];

  const pull = async () => {
    if (!online) return notify.warning(t('needs_network'));
    if (!clientId) return notify.warning(t('pick_company_first'));
    if (!active) return notify.warning(t('fast_order:config_empty'));
    setBusy(true);
    try {
      const company = companies.find((c) => String(c.id) === clientId);
      const { list } = await customersApi.people(Number(clientId), { page: 1, size: CUSTOMER_MIRROR_SIZE });
      const config = configToDomain(index, i18n.language, active, state);
      const staffs: Staff[] = list.map((p, i) => {
        const person: ImportedStaff = {
          row: i + 1,
          config_index: configs.indexOf(active),
          truename: p.truename,
          gender_id: p.gender_id === 2 ? 2 : 1,
          department_name: p.department_name,
          height: p.height || null,
          weight: p.weight || null,
          age: null,
          measuring_way: 0,
          wearing_style: null,
          size_value: '',
          values: {},
        };
        const id = crypto.randomUUID();
        return { ...staffFromImport(index.snapshot, person, config, id), id, config_id: active.id };
      });
      dispatch({ type: 'addStaffs', staffs, upload: null });
      if (company && !state.team.group.company_name) {
        dispatch({ type: 'setGroup', patch: { company_name: company.name, contacts: state.team.group.contacts || company.contact, user_mobilephone: state.team.group.user_mobilephone || company.tel, user_address: state.team.group.user_address || company.address } });
      }
      notify.success(t('pulled_staff', { count: staffs.length }));
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" data-testid="team-company-people">
      <Select
        size="xs"
        w={240}
        placeholder={t('pick_company')}
        aria-label={t('pick_company')}
        searchable
        disabled={!online}
        data={options}
        value={clientId}
        onChange={setClientId}
        data-testid="team-company-select"
      />
      <Button size="xs" variant="light" loading={busy} onClick={() => void pull()} data-testid="team-company-pull">
        {t('pull_people')}
      </Button>
    </Group>
  );
}
