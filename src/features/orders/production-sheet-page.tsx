import { Alert, Badge, Box, Button, Group, Image, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '@/ui/i18n';
import { useNavigate, useParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { getProductionSheet, orderKeys } from '@/api/orders';
import type { ProductionSheet, SheetItem, SheetPage } from '@/domain/orders/production-sheet';
import type { DetailItem, OrderDetail } from '@/domain/orders/wire';
import { localeOf } from '@/domain/shared/locale';
import type { Columns } from '@/ui/data-table';
import { QrCode } from '@/ui/qr-code';
import { SimpleTable } from '@/ui/simple-table';
import { SizeTables } from './components/detail/size-tables';
import classes from './production-sheet.module.css';

/**
 * /production-sheet/:order_num: the order as the factory makes it, an A4 page per garment (per
 * person of an order with staff), printed or saved as PDF by the browser. Outside the app's
 * layout, so the page holds the sheet and its two buttons only, and print shows the sheet alone.
 */
export function ProductionSheetPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = localeOf(i18n.language);
  const navigate = useNavigate();
  const orderNum = useParams().order_num ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: [...orderKeys.sheet(orderNum), lang],
    queryFn: () => getProductionSheet(orderNum),
    enabled: orderNum !== '',
    retry: false,
  });

  return (
    <Box component="main" className={classes.screen}>
      <Group justify="space-between" className={classes.toolbar} data-testid="sheet-toolbar">
        <Title order={1} size="h3">
          {t('sheet.title')}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('sheet.back')}
          </Button>
          <Button onClick={() => window.print()} disabled={!data}>
            {t('sheet.printNow')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" className={classes.toolbar}>
          {failureText(error, t('needsNetwork'))}
        </Alert>
      )}
      {isPending && !error && <Loader mx="auto" display="block" />}
      {data?.pages.map((page, n) => <Sheet key={n} sheet={data} page={page} n={n + 1} />)}
    </Box>
  );
}

function Sheet({ sheet, page, n }: { sheet: ProductionSheet; page: SheetPage; n: number }) {
  const { t } = useTranslation('orders');
  const { order } = sheet;
  return (
    <Box component="section" className={classes.page} data-testid="sheet-page" aria-label={`${t('sheet.title')} ${n}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('sheet.title')}
          </Title>
          <Text size="sm">
            {t('detail.orderNum')}: <b data-testid="sheet-order-num">{order.order_num}</b>
          </Text>
          <Text size="sm">
            {t('detail.delivery')}: {order.delivery_date ?? '—'} · {t('detail.process')}: {order.process_name || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t('sheet.page', { n, total: sheet.pages.length })}
          </Text>
        </Stack>
        <Box w={96} style={{ flex: 'none' }}>
          <QrCode text={order.order_num} size={96} testId="sheet-qr" />
        </Box>
      </Group>

      <Heading>{page.person ? t('sheet.person') : t('sheet.customer')}</Heading>
      <Pairs rows={customerRows(order, page, t)} />

      {page.garments.map((g) => {
        const item = order.detail_info.find((d) => d.id === g.item_id)!;
        const extra = sheet.items.find((i) => i.item_id === g.item_id);
        return (
          <Stack key={g.item_id} gap={4} data-testid="sheet-garment">
            <Heading>
              {t('sheet.garment')}: {item.category_name} ×{g.quantity}
            </Heading>
            <Pairs
              rows={[
                [t('detail.edition'), item.edition_number],
                [t('detail.styleNumber'), item.style_number],
                [t('detail.wearing'), g.wearing_style],
              ]}
            />
            <Fabric item={item} extra={extra} />
            {/* Side by side, so a person's suit (two garments) keeps to one A4 page. */}
            <SimpleGrid cols={2} spacing="sm">
              <Design item={item} codes={extra?.tech_codes ?? []} />
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t('sheet.measurements')}
                </Text>
                {g.size_info.length ? <SizeTables sizes={g.size_info} /> : <Text size="sm">{t('sheet.noMeasurements')}</Text>}
                <Text size="sm" data-testid="sheet-shapes">
                  <Text span fw={600} size="sm">
                    {t('sheet.shapes')}:
                  </Text>{' '}
                  {g.special_shape_info.map((s) => `${s.shape_name} ${s.shape_item}`).join('；') || t('sheet.noShapes')}
                </Text>
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      })}

      <Heading>{t('sheet.warnings')}</Heading>
      {page.warnings.length ? (
        <List size="sm" spacing={2} data-testid="sheet-warnings">
          {page.warnings.map((w) => (
            <List.Item key={w.key} data-code={w.code}>
              {w.message}{' '}
              <Badge size="sm" variant="outline" color={w.confirmed ? 'teal.9' : 'red.9'}>
                {w.confirmed ? t('sheet.reviewed') : t('sheet.notReviewed')}
              </Badge>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('sheet.noWarnings')}</Text>
      )}

      <Heading>{t('sheet.remarks')}</Heading>
      <Pairs
        rows={[
          [t('detail.otherRequirement'), order.other_requirement],
          [t('detail.userRemark'), order.user_remark],
          [t('detail.remark'), order.remark],
        ]}
      />
    </Box>
  );
}

type T = TFunction;

function customerRows(order: OrderDetail, page: SheetPage, t: T): [string, ReactNode][] {
  const company = order.user_company_name || order.group_buy_company_name || order.large_goods_company_name;
  const sex = (id: number) => (id === 2 ? t('detail.female') : t('detail.male'));
  if (page.person) {
    const p = page.person;
    return [
      [t('detail.name'), p.truename],
      [t('detail.sex'), sex(p.gender_id)],
      [t('detail.height'), p.height],
      [t('detail.weight'), p.weight],
      [t('sheet.department'), p.department_name],
      [t('detail.company'), company],
    ];
  }
  if (order.layout === 'large' || order.layout === 'group') {
    return [
      [t('detail.company'), company],
      [t('detail.contact'), order.large_goods_contacts || order.group_buy_contacts],
      [t('detail.mobile'), order.user_mobilephone],
    ];
  }
  return [
    [t('detail.name'), order.user_name],
    [t('detail.sex'), sex(order.user_sex)],
    [t('detail.height'), order.user_height],
    [t('detail.weight'), order.user_weight],
    [t('detail.company'), company],
    [t('detail.measurer'), order.user_ic],
  ];
}

function Fabric({ item, extra }: { item: DetailItem; extra: SheetItem | undefined }) {
  const { t } = useTranslation('orders');
  const fabric = extra?.fabric;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="sheet-fabric">
      {fabric ? (
        <Box className={classes.swatch} style={{ background: fabric.colour_hex }} data-testid="sheet-swatch">
          {fabric.texture && <Image src={fabric.texture} alt="" w="100%" h="100%" fit="cover" />}
        </Box>
      ) : null}
      <Stack gap={0}>
        <Text size="sm">
          {t('sheet.fabric')}: <b data-testid="sheet-fabric-code">{item.fabric_num || '—'}</b> {fabric ? `${fabric.name} · ${fabric.composition}` : ''}
        </Text>
        {!fabric && item.fabric_num && (
          <Text size="xs" c="dimmed">
            {t('sheet.noSwatch')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

type DesignRow = { part: string; choice: string; code: string };

/** Every choice made for the garment, techniques then the BOM lines, each with the code the factory works by. */
function Design({ item, codes }: { item: DetailItem; codes: readonly string[] }) {
  const { t } = useTranslation('orders');
  const rows: DesignRow[] = [
    ...item.tech_info.map((x, i) => ({
      part: x.type_name,
      // What the customer wrote or picked for it (a monogram's text, font and thread) follows the choice.
      choice: [x.tech_name, x.content, ...x.items.map((it) => `${it.item_name}: ${it.item_type === 2 ? (it.photos.find((p) => p.url === it.content)?.name ?? it.content) : it.content}`)]
        .filter(Boolean)
        .join('; '),
      code: codes[i] ?? '',
    })),
    ...item.bom_info.map((b) => ({ part: b.type_name, choice: b.content, code: b.code })),
  ];
  if (!rows.length) return null;
  const columns: Columns<DesignRow> = [
    { key: 'part', header: t('sheet.designType'), cell: (r) => r.part },
    { key: 'choice', header: t('sheet.choice'), cell: (r) => r.choice || '—' },
    { key: 'code', header: t('sheet.code'), nowrap: true, cell: (r) => r.code || '—' },
  ];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('sheet.design')}
      </Text>
      <SimpleTable rows={rows} rowKey={(r, i) => `${r.part}-${i}`} columns={columns} fz="xs" testId="sheet-design" compact />
    </Stack>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" className={classes.heading}>
      {children}
    </Title>
  );
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={3} spacing={4} verticalSpacing={2}>
      {rows.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span c="dimmed" size="sm">
            {label}:
          </Text>{' '}
          {value === '' || value === null || value === undefined ? '—' : value}
        </Text>
      ))}
    </SimpleGrid>
  );
}
