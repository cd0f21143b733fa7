import { useState } from 'react';
import { Anchor, Badge, Button, Container, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { conferenceApi, conferenceKeys } from '@/api/ordering-conference';
import { USER_TYPE } from '@/domain/account/user-types';
import { CONFERENCE_STATUS, type Conference } from '@/domain/ordering-conference/contract';
import { useProfile } from '@/data/profile';
import { ServerListTable } from '@/data/server-list-table';
import { type Columns } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { notify } from '@/ui/notify';
import { ConferenceDialog } from './components/conference-dialogs';
import { ConferenceView } from './components/conference-detail';

/**
 * Ordering conferences: the list of those this account runs or is invited to; one
 * opens below its address (?id=), so a reload or a shared link stays on it.
 */
export function OrderingConferencePage() {
  const { t } = useTranslation('ordering_conference');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        {id > 0 && (
          <Button variant="default" component={Link} to="/home/ordering-conference" data-testid="conference-back">
            {t('back')}
          </Button>
        )}
      </PageHeader>
      {id > 0 ? <ConferenceView id={id} /> : <ConferenceList />}
    </Container>
  );
}

function ConferenceList() {
  const { t } = useTranslation('ordering_conference');
  const qc = useQueryClient();
  const profile = useProfile();
  const [creating, setCreating] = useState(false);
  const list = useQuery({ queryKey: conferenceKeys.list, queryFn: conferenceApi.list });
  const columns: Columns<Conference> = [
    {
      key: 'name',
      header: t('col.name'),
      cell: (c) => (
        <Anchor component={Link} to={`/home/ordering-conference?id=${c.id}`} size="sm" data-testid="conference-link">
          {c.name}
        </Anchor>
      ),
    },
    { key: 'dates', header: t('col.dates'), cell: (c) => `${c.start_date} ~ ${c.end_date}`, nowrap: true },
    { key: 'status', header: t('col.status'), cell: (c) => <Badge color={c.status === CONFERENCE_STATUS.open ? 'teal' : 'gray'}>{t(`status.${c.status}`)}</Badge> },
    { key: 'role', header: t('col.role'), cell: (c) => (c.role === 'owner' ? t('role.owner') : t('role.buyer', { owner: c.owner_name })) },
    { key: 'samples', header: t('col.samples'), cell: (c) => c.sample_count },
    { key: 'buyers', header: t('col.buyers'), cell: (c) => (c.role === 'owner' ? c.buyer_count : '—') },
    { key: 'pieces', header: t('col.pieces'), cell: (c) => c.pieces },
  ];
  return (
    <>
      {profile?.user_type === USER_TYPE.seller && (
        <Group justify="flex-end" mb="sm">
          <Button onClick={() => setCreating(true)} data-testid="conference-new">
            {t('new')}
          </Button>
        </Group>
      )}
      <ServerListTable
        query={list}
        texts={{ empty: t('empty'), unreachable: t('needs_network') }}
        cardsBelow="sm"
        rowKey={(c) => c.id}
        columns={columns}
        testId="conference-table"
        rowProps={(c) => ({ 'data-testid': 'conference-row', 'data-name': c.name })}
      />
      <ConferenceDialog
        opened={creating}
        conference={null}
        onClose={() => setCreating(false)}
        onSave={async (v) => {
          await conferenceApi.save(v);
          setCreating(false);
          notify.success(t('saved'));
          await qc.invalidateQueries({ queryKey: conferenceKeys.all });
        }}
      />
    </>
  );
}
