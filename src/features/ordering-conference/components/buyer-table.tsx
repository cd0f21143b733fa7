import { Button } from '@mantine/core';
import { TitledSection } from '@/ui/titled-section';
import { useTranslation } from '@/ui/i18n';
import { conferenceApi } from '@/api/ordering-conference';
import type { ConferenceDetail } from '@/domain/ordering-conference/contract';
import type { ServerAction } from '@/data/use-server-action';
import { confirmAction } from '@/ui/confirm';
import { DataTable } from '@/ui/data-table';

type BuyerTableProps = {
  data: ConferenceDetail;
  open: boolean;
  onInvite: () => void;
  /** Runs a change on the server and says how it went. */
  act: ServerAction;
};

/** The owner's buyer list: each buyer's phone, pieces ordered and orders; invited and removed while the conference is open. */
export function BuyerTable({ data, open, onInvite, act }: BuyerTableProps) {
  const { t } = useTranslation('ordering_conference');
  const { conference, buyers, lines, orders } = data;
  const removeBuyer = (b: ConferenceDetail['buyers'][number]) =>
    confirmAction({ title: t('remove'), message: t('uninvite_confirm', { name: b.name }), danger: true, onConfirm: () => act(() => conferenceApi.uninvite(conference.id, b.id), t('uninvited')) });
  return (
    <TitledSection
      title={t('buyers')}
      action={
        open && (
          <Button size="xs" onClick={onInvite} data-testid="conference-invite">
            {t('invite')}
          </Button>
        )
      }
    >
      <DataTable
        rows={buyers}
        rowKey={(b) => b.id}
        empty={t('no_buyers')}
        rowProps={() => ({ 'data-testid': 'buyer-row' })}
        columns={[
          { key: 'name', header: t('col.buyer'), cell: (b) => b.name },
          { key: 'mobilephone', header: t('col.mobilephone'), cell: (b) => b.mobilephone },
          { key: 'pieces', header: t('col.pieces'), cell: (b) => lines.filter((l) => l.buyer_id === b.id).reduce((n, l) => n + l.quantity, 0) },
          { key: 'orders', header: t('col.orders'), cell: (b) => orders.filter((o) => o.buyer_id === b.id).map((o) => o.order_num).join(', ') || '—' },
          open && { key: 'remove', header: '', cell: (b) => <Button size="compact-sm" variant="subtle" color="red" onClick={() => removeBuyer(b)}>{t('remove')}</Button> },
        ]}
      />
    </TitledSection>
  );
}
