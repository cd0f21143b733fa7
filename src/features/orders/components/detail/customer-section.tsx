import { Anchor, Button, Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@/domain/orders/wire';
import { Money } from '@/ui/money';
import { Fields, Section } from './section';

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
  // One person: a foreign order names its overseas customer and address only (no body, measurer or company).
  const foreign = order.layout === 'foreign';
  return (
    <Section title={t('detail.customer')}>
      <Fields
        rows={[
          [t('detail.name'), order.user_name],
          [t('detail.sex'), order.user_sex === 1 ? t('detail.male') : t('detail.female')],
          ...(foreign
            ? []
            : ([
                [t('detail.height'), order.user_height],
                [t('detail.weight'), order.user_weight],
                [t('detail.mobile'), order.user_mobilephone],
                [t('detail.company'), order.user_company_name],
                [t('detail.measurer'), order.user_ic],
              ] as [string, ReactNode][])),
          [t('detail.address'), order.user_address],
        ]}
      />
    </Section>
  );
}

/** The 3D preview of spec 1 §2: the order's rendered model when it has one, else the spec's no-model message. */
