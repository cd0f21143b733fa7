import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { shopKeys, shopsApi } from '@/api/shops';
import { USER_TYPE } from '@/domain/account/user-types';
import { AccountStatusBadge, ModuleBadges } from '@/ui/account-cells';
import type { ChildAccount } from '@/domain/shops/contract';
import { ServerListTable } from '@/data/server-list-table';
import { type Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { PageHeader } from '@/ui/page-header';
import { localDateTime } from '@/ui/time';

/** childAccount: the seller's sub-accounts together, with their status, credit and modules. */
export function ChildAccountsPage() {
  const { t } = useTranslation('shops');
  const list = useQuery({ queryKey: shopKeys.children, queryFn: shopsApi.children, refetchOnMount: 'always' });
  const columns: Columns<ChildAccount> = [
    { key: 'name', header: t('child.name'), cell: (a) => a.name },
    { key: 'kind', header: t('child.kind'), cell: (a) => t(`child.type.${a.user_type === USER_TYPE.shop ? 'shop' : 'staff'}`) },
    { key: 'mobile', header: t('col.mobilephone'), cell: (a) => a.mobilephone, nowrap: true },
    { key: 'money', header: t('col.money'), cell: (a) => <Money yuan={a.money} />, nowrap: true },
    { key: 'status', header: t('col.status'), cell: (a) => <AccountStatusBadge statusId={a.status_id} label={t(`status.${a.status_id}`)} /> },
    {
      key: 'modules',
      header: t('child.modules'),
      cell: (a) => <ModuleBadges codes={a.modules} />,
    },
    { key: 'time', header: t('col.create_time'), cell: (a) => localDateTime(a.create_time), nowrap: true },
  ];
  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('child.title')} />
      <ServerListTable
        query={list}
        texts={{ empty: t('child.empty'), unreachable: t('needs_network') }}
        cardsBelow="md"
        rowKey={(a) => a.id}
        columns={columns}
        testId="child-table"
        rowProps={(a) => ({ 'data-testid': 'child-row', 'data-name': a.name })}
      />
    </Container>
  );
}
