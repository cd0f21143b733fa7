import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { salesReportApi, salesReportKeys } from '@/api/sales-report';
import type { ReportData, ReportSlice } from '@/domain/sales-report/contract';
import { useOnline } from '@/sync/network';
import type { Columns } from '@/ui/data-table';
import { Money, useMoneyFormat } from '@/ui/money';
import { notify } from '@/ui/notify';
import { SimpleTable } from '@/ui/simple-table';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6', 'indigo.6', 'yellow.6'];

/** One report's figures: totals, gross sales over time, and each breakdown as a chart with its table under it. */
export function ReportView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('sales_report');
  const online = useOnline();
  const money = useMoneyFormat();
  const data = useQuery({ queryKey: salesReportKeys.data(id, i18n.language), queryFn: () => salesReportApi.data(id), enabled: online, retry: false });
  if (!online) return <Alert color="orange">{t('needs_network')}</Alert>;
  if (data.isPending) return <Loader size="sm" />;
  if (data.isError) return <Alert color="red">{failureText(data.error, t('needs_network'))}</Alert>;
  const r = data.data;
  const amount = (v: number) => money(v);

  const exportIt = async () => {
    try {
      await salesReportApi.export(id, i18n.language);
    } catch (err) {
      notify.error(failureText(err, t('export_failed')));
    }
  };

  return (
    <Stack data-testid="report-view">
      <Group justify="space-between">
        <div>
          <Title order={3}>{r.report.name}</Title>
          <Text c="dimmed" size="sm">
            {r.report.start_date} ~ {r.report.end_date} · {t(`group.${r.report.group_by}`)}
          </Text>
        </div>
        <Button variant="light" onClick={() => void exportIt()} data-testid="report-export">
          {t('export')}
        </Button>
      </Group>
      <Totals totals={r.totals} />
      {r.totals.orders === 0 && <Alert color="gray">{t('no_data')}</Alert>}
      <Section title={t('chart.series')} testId="chart-series">
        <AreaChart
          h={260}
          data={r.series.map((s) => ({ period: s.period, gross: Number(s.gross), orders: s.orders }))}
          dataKey="period"
          series={[{ name: 'gross', label: t('col.gross'), color: 'blue.6' }]}
          valueFormatter={amount}
          curveType="monotone"
          withDots={r.series.length <= 31}
        />
        <SimpleTable
          fz="xs"
          rows={r.series.filter((s) => s.orders > 0)}
          rowKey={(s) => s.period}
          columns={[
            { key: 'period', header: t('col.period'), cell: (s) => s.period },
            { key: 'gross', header: t('col.gross'), cell: (s) => <Money yuan={s.gross} /> },
            { key: 'orders', header: t('col.orders'), cell: (s) => s.orders },
          ]}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SliceChart title={t('chart.category')} slices={r.by_category} kind="bar" testId="chart-category" />
        <SliceChart title={t('chart.order_type')} slices={r.by_order_type} kind="donut" testId="chart-order-type" />
        <SliceChart title={t('chart.shop')} slices={r.by_shop} kind="bar" testId="chart-shop" />
        <SliceChart title={t('chart.staff')} slices={r.by_staff} kind="bar" testId="chart-staff" />
      </SimpleGrid>
      <SliceChart title={t('chart.products')} slices={r.top_products} kind="bar" testId="chart-products" />
    </Stack>
  );
}

/** Gross sales, refunds and net side by side, the net saying how it is made; then the counts. */
function Totals({ totals: x }: { totals: ReportData['totals'] }) {
  const { t } = useTranslation('sales_report');
  const cells: [string, React.ReactNode, string?][] = [
    // In English each is converted to dollars on its own (a cent may not add up): the yuan the ledger holds stand beside.
    ['gross', <Money key="g" yuan={x.gross} withYuan />],
    ['refunds', <Money key="f" yuan={x.refunds} withYuan />],
    ['net', <Money key="n" yuan={x.net} withYuan />, t('total.net_formula')],
    ['orders', x.orders],
    ['pieces', x.pieces],
    ['average', <Money key="a" yuan={x.average_order} />],
    ['cancellations', x.cancellations],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} data-testid="report-totals">
      {cells.map(([key, value, how]) => (
        <Paper key={key} withBorder p="sm" radius="md" data-testid={`total-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`total.${key}`)}
          </Text>
          <Text fw={700} size="lg" data-testid="total-value">
            {value}
          </Text>
          {how && (
            <Text size="xs" c="dimmed">
              {how}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4} size="h5">{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SliceChart({ title, slices, kind, testId }: { title: string; slices: ReportSlice[]; kind: 'bar' | 'donut'; testId: string }) {
  const { t } = useTranslation('sales_report');
  const money = useMoneyFormat();
  const columns: Columns<ReportSlice> = [
    { key: 'label', header: t('col.label'), cell: (s) => s.label },
    { key: 'gross', header: t('col.gross'), cell: (s) => <Money yuan={s.gross} /> },
    { key: 'orders', header: t('col.orders'), cell: (s) => s.orders },
    { key: 'pieces', header: t('col.pieces'), cell: (s) => s.pieces },
  ];
  return (
    <Section title={title} testId={testId}>
      {slices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('no_data')}
        </Text>
      ) : kind === 'donut' ? (
        <Group justify="center">
          <DonutChart
            size={180}
            thickness={28}
            withLabelsLine={false}
            valueFormatter={(v) => money(v)}
            data={slices.map((s, i) => ({ name: s.label, value: Number(s.gross), color: COLORS[i % COLORS.length]! }))}
          />
        </Group>
      ) : (
        <BarChart
          h={Math.max(140, slices.length * 34)}
          orientation="vertical"
          data={slices.map((s) => ({ label: s.label, gross: Number(s.gross) }))}
          dataKey="label"
          series={[{ name: 'gross', label: t('col.gross'), color: 'teal.6' }]}
          valueFormatter={(v) => money(v)}
          yAxisProps={{ width: 110 }}
        />
      )}
      {slices.length > 0 && <SimpleTable fz="xs" rows={slices} rowKey={(s) => s.key} columns={columns} />}
    </Section>
  );
}
