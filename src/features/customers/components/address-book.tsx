import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { customerKeys, customersApi } from '@/api/customers';
import type { Address, AddressFields, ClientType } from '@/domain/customers/contract';
import { useOnline } from '@/sync/network';
import { notify } from '@/ui/notify';
import { useServerAction } from '@/data/use-server-action';
import { TitledSection } from '@/ui/titled-section';
import { AddressDialog } from './address-dialog';
import { useCustomerDelete } from './use-customer-delete';
import { useWhenOnline } from './use-when-online';

/**
 * spec 3 §2 "Address component": a customer's delivery addresses (loading, empty, list), add and
 * edit dialogs, the default tick (sets or cancels the default), delete; the list reloads after
 * every change.
 */
export function AddressBook({ clientType, clientId }: { clientType: ClientType; clientId: number }) {
  const { t } = useTranslation('customers');
  const online = useOnline();
  const whenOnline = useWhenOnline();
  const queryClient = useQueryClient();
  const key = customerKeys.addresses(clientType, clientId);
  const list = useQuery({ queryKey: key, queryFn: () => customersApi.addresses(clientType, clientId), enabled: online, retry: false });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const confirmDelete = useCustomerDelete();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const run = useServerAction({ unanswered: t('needs_network'), refresh: key });

  const save = async (fields: AddressFields) => {
    if (editing === 'new') await customersApi.addAddress(fields);
    else if (editing) await customersApi.editAddress({ ...fields, id: editing.id });
    notify.success(t(editing === 'new' ? 'added' : 'updated'));
    setEditing(null);
    await reload();
  };

  return (
    <TitledSection
      title={t('addresses')}
      testId="address-book"
      action={
        <Button size="xs" onClick={() => whenOnline(() => setEditing('new'))} data-testid="address-add">
          {t('add')}
        </Button>
      }
    >
      <Stack gap="sm">
        {!online ? (
          <Alert color="orange">{t('offline_detail')}</Alert>
        ) : list.isPending ? (
          <Loader size="sm" data-testid="address-loading" />
        ) : list.isError ? (
          <Alert color="red">{failureText(list.error, t('load_failed'))}</Alert>
        ) : list.data.length === 0 ? (
          <Text c="dimmed" data-testid="address-empty">
            {t('no_address')}
          </Text>
        ) : (
          list.data.map((a) => (
            <Card key={a.id} withBorder padding="sm" data-testid="address-row" data-default={a.is_default}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{a.name}</Text>
                    <Text c="dimmed">{a.mobilephone}</Text>
                    {a.is_default === 1 && (
                      <Badge size="sm" color="teal">
                        {t('default')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {a.province_name} {a.city_name} {a.district_name} {a.address}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Checkbox
                    label={t('default')}
                    checked={a.is_default === 1}
                    onChange={(e) => void run(() => customersApi.setDefaultAddress(a.id, e.currentTarget.checked), t('set'))}
                    data-testid="address-default"
                  />
                  <Button size="xs" variant="light" onClick={() => setEditing(a)}>
                    {t('edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => confirmDelete(t('confirm_delete_address'), () => customersApi.deleteAddress(a.id))}
                  >
                    {t('delete')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))
        )}
        <AddressDialog
          opened={editing !== null}
          clientType={clientType}
          clientId={clientId}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      </Stack>
    </TitledSection>
  );
}
