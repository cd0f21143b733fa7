import { useState } from 'react';
import { Avatar, Button, Container, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { customerKeys, customersApi } from '@/api/customers';
import { CLIENT_TYPE, LOGO_MAX_BYTES, type BusinessFields } from '@/domain/customers/contract';
import { useOnline } from '@/sync/network';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { TitledSection } from '@/ui/titled-section';
import { AddressBook } from './components/address-book';
import { CompanyDialog } from './components/company-dialog';
import { COMPANY_ID_KEY } from './components/company-list';
import { DetailPageTop } from './components/detail-page-top';
import { PeopleSection } from './components/people-section';

/**
 * spec 3 §2 "Company customer detail": company info with an edit dialog and a logo, its measured
 * people and its delivery addresses. The company is named by `?id=` (a shared link works) or, as
 * the spec keeps it, by local storage's cusmoter_b_id.
 */
export function CompanyDetailPage() {
  const { t } = useTranslation('customers');
  const online = useOnline();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? localStorage.getItem(COMPANY_ID_KEY) ?? 0);
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const company = useQuery({ queryKey: customerKeys.company(id), queryFn: () => customersApi.company(id), enabled: online && id > 0, retry: false });
  const c = company.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });

  const save = async (fields: BusinessFields) => {
    await customersApi.editCompany({ ...fields, id });
    notify.success(t('updated'));
    setEditing(false);
    await refresh();
  };

  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    if (!online) return notify.warning(t('needs_network'));
    // Checked here to spare a useless upload; the server checks again by decoding the image.
    if (!/\.(png|jpe?g)$/i.test(file.name)) return notify.error(t('logo_not_image', { field: 'Logo' }));
    if (file.size > LOGO_MAX_BYTES) return notify.error(t('logo_too_big', { field: 'Logo' }));
    setUploading(true);
    try {
      await customersApi.uploadLogo(id, file);
      notify.success(t('logo_saved'));
      await refresh();
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Container size="xl" py="lg">
      <DetailPageTop title={c?.name ?? t('common:nav.customDetailB')} backTo="/home/customManagement?tab=company" error={company.error} errorTestId="company-error" />
      {c && (
        <Stack>
          <TitledSection
            title={t('company_info')}
            testId="company-info"
            action={
              <Group gap="xs">
                <FileButton onChange={(f) => void uploadLogo(f)} accept="image/png,image/jpeg">
                  {(props) => (
                    <Button {...props} size="xs" variant="light" loading={uploading} data-testid="logo-upload">
                      {t('logo_upload')}
                    </Button>
                  )}
                </FileButton>
                <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="company-info-edit">
                  {t('edit')}
                </Button>
              </Group>
            }
          >
            <Stack gap="sm">
              <Group align="flex-start" wrap="nowrap">
                <Avatar src={c.logo} alt={c.name} size={72} radius="md" data-testid="company-logo">
                  {c.name.slice(0, 1)}
                </Avatar>
                <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <Info label={t('col.company_name')} value={c.name} />
                  <Info label={t('col.contact')} value={c.contact || '—'} />
                  <Info label={t('col.tel')} value={c.tel || '—'} />
                  <Info label={t('col.address')} value={c.address || '—'} />
                  <Info label={t('col.people')} value={t('people_count', { count: c.people_count })} />
                  <Info
                    label={t('col.orders')}
                    value={
                      <>
                        {t('order_summary', { count: c.order_count })} <Money yuan={c.order_amount} />
                      </>
                    }
                  />
                  <Info label={t('col.remark')} value={c.remark || '—'} />
                </SimpleGrid>
              </Group>
              <Text size="xs" c="dimmed">
                {t('logo_hint')}
              </Text>
            </Stack>
          </TitledSection>
          <PeopleSection clientId={id} />
          <AddressBook clientType={CLIENT_TYPE.company} clientId={id} />
        </Stack>
      )}
      <CompanyDialog opened={editing} company={c ?? null} onClose={() => setEditing(false)} onSave={save} />
    </Container>
  );
}

function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
}
