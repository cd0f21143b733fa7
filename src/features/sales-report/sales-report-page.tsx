import { useState } from 'react';
import { Alert, Button, Container, Grid, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { useSearchParams } from 'react-router-dom';
import { salesReportApi, salesReportKeys } from '@/api/sales-report';
import type { Report, ReportFields } from '@/domain/sales-report/contract';
import { useOnline } from '@/sync/network';
import { useConfirmedDelete } from '@/data/use-confirmed-delete';
import { notify } from '@/ui/notify';
import { ReportDialog } from './components/report-dialog';
import { ReportView } from './components/report-view';

/**
 * Sales report: the seller's saved reports on the left, the chosen one's figures beside
 * them. The chosen report is in the address (?id=), so a reload or a shared link shows it again.
 */
export function SalesReportPage() {
  const { t } = useTranslation('sales_report');
  const online = useOnline();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('id') ?? 0);
  const [dialog, setDialog] = useState<Report | 'new' | null>(null);
  const list = useQuery({ queryKey: salesReportKeys.list, queryFn: salesReportApi.list, enabled: online, retry: false });
  const reports = list.data?.list ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: salesReportKeys.all });

  const save = async (fields: ReportFields) => {
    const { id } = await salesReportApi.save(fields);
    notify.success(t(fields.id ? 'updated' : 'saved'));
    setDialog(null);
    await refresh();
    setParams({ id: String(id) });
  };

  const confirmDelete = useConfirmedDelete({ texts: { title: t('delete'), deleted: t('deleted'), unanswered: t('needs_network') }, refresh: salesReportKeys.all });
  const remove = (r: Report) =>
    confirmDelete(t('confirm_delete'), () => salesReportApi.remove(r.id), () => {
      // The report shown is gone: the address no longer names it.
      if (chosen === r.id) setParams({});
    });

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        <Button onClick={() => (online ? setDialog('new') : notify.warning(t('needs_network')))} data-testid="report-new">
          {t('new')}
        </Button>
      </PageHeader>
      {!online && (
        <Alert color="orange" mb="md">
          {t('needs_network')}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="md">
            <Text size="sm" fw={600} px="xs" mb={4}>
              {t('reports')}
            </Text>
            {reports.length === 0 && online && list.isError ? (
              // Refused or unanswered: the list was not read, so it is not "none yet".
              <Text c="red" size="sm" p="xs" data-testid="reports-unread">
                {failureText(list.error, t('needs_network'))}
              </Text>
            ) : reports.length === 0 && online && !list.isPending ? (
              <Text c="dimmed" size="sm" p="xs" data-testid="reports-empty">
                {t('empty')}
              </Text>
            ) : (
              <Stack gap={2}>
                {reports.map((r) => (
                  // Name and dates on a line each, the actions under them: beside them in a tablet's
                  // narrow column, the name wrapped a character a line and the dates broke mid-number.
                  <Stack key={r.id} gap={0} data-testid="report-item" data-name={r.name}>
                    <NavLink
                      active={r.id === chosen}
                      noWrap
                      title={r.name}
                      label={r.name}
                      description={`${r.start_date} ~ ${r.end_date}`}
                      onClick={() => setParams({ id: String(r.id) })}
                      style={{ borderRadius: 6 }}
                    />
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => setDialog(r)}>
                        {t('edit')}
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(r)}>
                        {t('delete')}
                      </Button>
                    </Group>
                  </Stack>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {chosen ? (
            <ReportView id={chosen} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('pick')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      <ReportDialog opened={dialog !== null} report={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
    </Container>
  );
}
