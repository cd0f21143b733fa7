/** The sections of the order detail screen (spec 1 §2 "Order detail screen"), one component each. */
import { Anchor, Badge, Button, Group, Image, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailItem, OrderDetail } from '@/domain/orders/wire';
import { Money } from '@/ui/money';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

function Fields({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
      {rows.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}:
          </Text>
          <Text size="sm">{value === '' || value === null || value === undefined ? '—' : value}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

export function CustomerSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.layout === 'group1') {
    return (
      <Section title={t('detail.customer')}>
        <Fields
          rows={[
            [t('detail.company'), order.user_company_name],
            [t('detail.contact'), order.user_name],
            [t('detail.mobile'), order.user_mobilephone],
            [t('detail.address'), order.user_address],
          ]}
        />
        <Group>
          <Button component={Link} to={`/home/employee-measure-table/${order.id}/${order.order_num}`} variant="light" size="xs">
            {t('detail.employeeTable')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('detail.employees', { count: order.employee_count })}
          </Text>
        </Group>
      </Section>
    );
  }
  if (order.layout === 'group') {
    return (
      <Section title={t('detail.customer')}>
        <Fields
          rows={[
            [t('detail.company'), order.group_buy_company_name],
            [t('detail.contact'), order.group_buy_contacts],
            [t('detail.receiveOrder'), order.group_buy_receive_order],
            [t('detail.mobile'), order.user_mobilephone],
            [t('detail.address'), order.user_address],
            [t('detail.prepay'), <Money key="p" yuan={order.group_buy_prepay} />],
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('detail.contractImages')}
        </Text>
        <Group>
          {order.contract_images.map((src) => (
            <Anchor key={src} href={src} target="_blank" rel="noreferrer">
              <Image src={src} w={120} h={170} fit="contain" radius="sm" alt={t('detail.contractImages')} />
            </Anchor>
          ))}
        </Group>
      </Section>
    );
  }
  if (order.layout === 'large') {
    return (
      <Section title={t('detail.customer')}>
        <Fields
          rows={[
            [t('detail.company'), order.large_goods_company_name],
            [t('detail.contact'), order.large_goods_contacts],
            [t('detail.mobile'), order.user_mobilephone],
            [t('detail.address'), order.user_address],
            [t('detail.prepay'), <Money key="p" yuan={order.large_goods_prepay} />],
          ]}
        />
      </Section>
    );
  }
  return (
    <Section title={t('detail.customer')}>
      <Fields
        rows={[
          [t('detail.name'), order.user_name],
          [t('detail.sex'), order.user_sex === 1 ? t('detail.male') : t('detail.female')],
          [t('detail.height'), order.user_height],
          [t('detail.weight'), order.user_weight],
          [t('detail.mobile'), order.user_mobilephone],
          [t('detail.company'), order.user_company_name],
          [t('detail.measurer'), order.user_ic],
          [t('detail.address'), order.user_address],
        ]}
      />
    </Section>
  );
}

/** The 3D preview of spec 1 §2: the order's rendered model when it has one, else the spec's no-model message. */
export function ModelSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.model')}>
      {order['3d_image'] ? (
        <Image src={order['3d_image']} h={240} w="auto" fit="contain" alt={t('detail.model')} data-testid="detail-model" />
      ) : (
        <Text c="dimmed" data-testid="detail-no-model">
          {t('detail.noModel')}
        </Text>
      )}
    </Section>
  );
}

export function GoodsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.layout === 'large') return <LargeGoods items={order.detail_info} />;
  return (
    <Section title={t('detail.goods')}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.category')}</Table.Th>
            <Table.Th>{t('detail.subCategory')}</Table.Th>
            <Table.Th>{t('detail.fabric')}</Table.Th>
            <Table.Th>{t('detail.fabricSource')}</Table.Th>
            <Table.Th>{t('detail.edition')}</Table.Th>
            <Table.Th>{t('detail.styleNumber')}</Table.Th>
            <Table.Th>{t('detail.consumption')}</Table.Th>
            <Table.Th>{t('detail.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.detail_info.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.category_name}</Table.Td>
              <Table.Td>{d.sub_category_name}</Table.Td>
              <Table.Td>{d.fabric_num || '—'}</Table.Td>
              <Table.Td>{d.fabric_info.type_id === 1 ? t('detail.factoryFabric') : t('detail.customerFabric')}</Table.Td>
              <Table.Td>{d.edition_number || '—'}</Table.Td>
              <Table.Td>{d.style_number || '—'}</Table.Td>
              <Table.Td>{d.unit_consumption}</Table.Td>
              <Table.Td>{d.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** Bulk orders: products grouped by product code, the size allocation per category, retail prices. */
function LargeGoods({ items }: { items: DetailItem[] }) {
  const { t } = useTranslation('orders');
  const byProduct = new Map<string, DetailItem[]>();
  for (const d of items) byProduct.set(d.product_code, [...(byProduct.get(d.product_code) ?? []), d]);
  return (
    <Section title={t('detail.goods')}>
      {[...byProduct.entries()].map(([code, list]) => (
        <ProductSizes key={code} code={code} items={list} />
      ))}
    </Section>
  );
}

/** One product's size allocation, with the product's own sizes: a shirt's chart sizes (170/88A) are not a pair of trousers' (170/74A). */
function ProductSizes({ code, items }: { code: string; items: DetailItem[] }) {
  const { t } = useTranslation('orders');
  const sizeNames = [...new Set(items.flatMap((d) => d.category_size_data.map((s) => s.size_name)))];
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('detail.productCode')}: {code || '—'}
      </Text>
      <Table withTableBorder data-testid="size-allocation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.category')}</Table.Th>
            <Table.Th>{t('detail.fabric')}</Table.Th>
            {sizeNames.map((s) => (
              <Table.Th key={s}>{s}</Table.Th>
            ))}
            <Table.Th>{t('detail.quantity')}</Table.Th>
            <Table.Th>{t('detail.retail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.category_name}</Table.Td>
              <Table.Td>{d.fabric_num}</Table.Td>
              {sizeNames.map((s) => (
                <Table.Td key={s}>{d.category_size_data.find((x) => x.size_name === s)?.count ?? 0}</Table.Td>
              ))}
              <Table.Td>{d.quantity}</Table.Td>
              <Table.Td>
                <Money yuan={d.retail} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A technique item as the customer chose it: a photo choice by the chosen photo's name (its content is the photo's target). */
function techItemValue(item: DetailItem['tech_info'][number]['items'][number]): string {
  return item.item_type === 2 ? (item.photos.find((p) => p.url === item.content)?.name ?? item.content) : item.content;
}

export function SizeTables({ sizes }: { sizes: DetailItem['size_info'] }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4}>
      {sizes.map((s) => {
        const key = `detail.sizeType.${s.size_info_type}`;
        const type = t(key);
        // The shape name often repeats the type ("净体", "标准号", in the data's Chinese): say it once.
        const repeats = s.size_shape_name === type || s.size_shape_name === t(key, { lng: 'zh' });
        const shape = s.size_shape_name && !repeats ? s.size_shape_name : '';
        return (
        <Stack key={s.size_info_type} gap={2}>
          <Text size="sm" c="dimmed">
            {[type, shape, s.size_value].filter(Boolean).join(' ')}
          </Text>
          {s.size_data.length > 0 && (
            <Table withTableBorder fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.bodyItem')}</Table.Th>
                  <Table.Th>{t('detail.net')}</Table.Th>
                  <Table.Th>{t('detail.diff')}</Table.Th>
                  <Table.Th>{t('detail.clothes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.size_data.map((r) => (
                  <Table.Tr key={r.body_item_id}>
                    <Table.Td>{r.body_item_name}</Table.Td>
                    <Table.Td>{r.body_item_net_value ?? '—'}</Table.Td>
                    <Table.Td>{r.body_item_diff_value ?? '—'}</Table.Td>
                    <Table.Td>{r.body_item_clothes_value ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        );
      })}
    </Stack>
  );
}

export function MeasureSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const withSizes = order.detail_info.filter((d) => d.size_info.length);
  if (!withSizes.length) return null;
  return (
    <Section title={t('detail.measure')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {withSizes.map((d) => (
          <Stack key={d.id} gap={4}>
            <Text fw={600} size="sm">
              {d.category_name}
            </Text>
            <SizeTables sizes={d.size_info} />
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function StyleSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.style')}>
      {order.detail_info.map((d) => (
        <Group key={d.id} gap="xs">
          <Text size="sm" fw={600}>
            {d.category_name}
          </Text>
          <Text size="sm">
            {t('detail.wearing')}: {d.wearing_style || '—'}
          </Text>
          {d.special_shape_info.map((s) => (
            <Badge key={s.shape_name} variant="light">
              {s.shape_name}: {s.shape_item}
            </Badge>
          ))}
        </Group>
      ))}
    </Section>
  );
}

export function CraftSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const any = order.detail_info.some((d) => d.tech_info.length);
  return (
    <Section title={t('detail.craft')}>
      {!any && <Text c="dimmed">{t('detail.noTech')}</Text>}
      {order.detail_info
        .filter((d) => d.tech_info.length)
        .map((d) => (
          <Table key={d.id} withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{d.category_name}</Table.Th>
                <Table.Th>{t('detail.tech')}</Table.Th>
                <Table.Th>{t('detail.content')}</Table.Th>
                <Table.Th>{t('detail.techPrice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.tech_info.map((x) => (
                <Table.Tr key={x.type_name + x.tech_name}>
                  <Table.Td>{x.type_name}</Table.Td>
                  <Table.Td>{x.tech_name}</Table.Td>
                  <Table.Td>{[x.content, ...x.items.map((i) => `${i.item_name}: ${techItemValue(i)}`)].filter(Boolean).join('; ') || '—'}</Table.Td>
                  <Table.Td>
                    <Money yuan={x.price} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Section>
  );
}

export function BomSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const rows = order.detail_info.flatMap((d) => d.bom_info.map((b) => ({ ...b, category: d.category_name })));
  if (!rows.length) return null;
  return (
    <Section title={t('detail.bom')}>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.category')}</Table.Th>
            <Table.Th>{t('detail.techType')}</Table.Th>
            <Table.Th>{t('detail.code')}</Table.Th>
            <Table.Th>{t('detail.content')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((b, i) => (
            <Table.Tr key={`${b.category}-${b.type_name}-${i}`}>
              <Table.Td>{b.category}</Table.Td>
              <Table.Td>{b.type_name}</Table.Td>
              <Table.Td>{b.code}</Table.Td>
              <Table.Td>{b.content || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function RemarkSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.remark')}>
      <Fields
        rows={[
          [t('detail.otherRequirement'), order.other_requirement],
          [t('detail.userRemark'), order.user_remark],
          [t('detail.remark'), order.remark],
        ]}
      />
    </Section>
  );
}

/**
 * Spec 1 §5: the price shown is the process price plus the sum of the technique prices. Bulk
 * orders have no process or techniques: their price is the retail price per category (spec 1 §2).
 */
export function PriceSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const large = order.layout === 'large';
  return (
    <Section title={t('detail.price')}>
      <Table withTableBorder fz="sm" data-testid="price-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.category')}</Table.Th>
            {large ? (
              <Table.Th>{t('detail.retail')}</Table.Th>
            ) : (
              <>
                <Table.Th>{t('detail.processPrice')}</Table.Th>
                <Table.Th>{t('detail.techniques')}</Table.Th>
              </>
            )}
            <Table.Th>{t('detail.unitPrice')}</Table.Th>
            <Table.Th>{t('detail.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.detail_info.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.category_name}</Table.Td>
              {large ? (
                <Table.Td>
                  <Money yuan={d.retail} />
                </Table.Td>
              ) : (
                <>
                  <Table.Td>
                    <Money yuan={d.process_price} />
                  </Table.Td>
                  <Table.Td>
                    <Money yuan={d.tech_price} />
                  </Table.Td>
                </>
              )}
              <Table.Td>
                <Money yuan={d.unit_price} />
              </Table.Td>
              <Table.Td>{d.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Fields
        rows={[
          ...(large
            ? []
            : ([
                [t('detail.process'), order.process_name],
                [
                  t('detail.priceTotal'),
                  <span key="p" data-testid="detail-price">
                    <Money yuan={order.price} />
                  </span>,
                ],
              ] as [string, React.ReactNode][])),
          [t('detail.amount'), <Money key="a" yuan={order.payamount} />],
          [t('detail.paid'), <Money key="d" yuan={order.paid} />],
        ]}
      />
    </Section>
  );
}

/** "Review passed · Review passed" says it once. */
function moveTitle(move: string, status: string): string {
  return move === status ? move : `${move} · ${status}`;
}

export function TimelineSection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Section title={t('detail.timeline')}>
      <Timeline active={order.timeline.length - 1} bulletSize={16} data-testid="order-timeline">
        {order.timeline.map((h, i) => (
          <Timeline.Item key={`${h.time}-${i}`} title={moveTitle(t(`detail.moves.${h.action}`, { defaultValue: h.action }), h.to_status_name)}>
            <Text size="xs" c="dimmed">
              {new Date(h.time).toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN')} {h.actor ? t('detail.by', { name: h.actor }) : ''}
            </Text>
            {h.note && <Text size="sm">{h.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
