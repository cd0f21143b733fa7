import { Anchor, Badge, Button, Group } from '@mantine/core';
import { TitledSection } from '@/ui/titled-section';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { conferenceApi } from '@/api/ordering-conference';
import type { ConferenceDetail, Sample } from '@/domain/ordering-conference/contract';
import type { totals } from '@/domain/ordering-conference/orders';
import { fenToYuan } from '@/domain/shared/money';
import type { ServerAction } from '@/data/use-server-action';
import { confirmAction } from '@/ui/confirm';
import { DataTable } from '@/ui/data-table';
import { Money } from '@/ui/money';

type SampleTableProps = {
  conference: ConferenceDetail['conference'];
  samples: Sample[];
  sum: ReturnType<typeof totals>;
  /** The value of the pieces ordered, in fen. */
  amount: number;
  owner: boolean;
  open: boolean;
  categoryName: (s: Sample) => string;
  onAdd: () => void;
  /** Runs a change on the server and says how it went. */
  act: ServerAction;
};

/** The conference's sample line: each sample's tag, category, fabric, price and counts by size (the owner's all, a buyer's own). */
export function SampleTable({ conference, samples, sum, amount, owner, open, categoryName, onAdd, act }: SampleTableProps) {
  const { t } = useTranslation('ordering_conference');
  const removeSample = (s: Sample) =>
    confirmAction({ title: t('remove'), message: t('remove_sample_confirm', { product: s.product_no }), danger: true, onConfirm: () => act(() => conferenceApi.removeSample(conference.id, s.id), t('sample_removed')) });
  return (
    <TitledSection
      title={
        <>
          {t('samples')} · {t('pieces_n', { count: sum.pieces })} · <Money yuan={fenToYuan(amount)} />
        </>
      }
      action={
        owner &&
        open && (
          <Button size="xs" onClick={onAdd} data-testid="conference-add-sample">
            {t('add_sample')}
          </Button>
        )
      }
    >
      <DataTable
        rows={samples}
        rowKey={(s) => s.id}
        empty={t('no_samples')}
        rowProps={(s) => ({ 'data-testid': 'sample-row', 'data-product': s.product_no })}
        columns={[
          { key: 'product', header: t('col.product_no'), cell: (s) => <Anchor component={Link} to={`/sample-tag/${encodeURIComponent(s.product_no)}`} size="sm">{s.product_no}</Anchor> },
          { key: 'category', header: t('col.category'), cell: categoryName },
          { key: 'fabric', header: t('col.fabric'), cell: (s) => s.fabric_num },
          { key: 'price', header: t('col.price'), cell: (s) => <Money yuan={s.price} /> },
          {
            key: 'counts',
            header: owner ? t('col.by_size') : t('col.my_counts'),
            cell: (s) => (
              <Group gap={4}>
                {s.sizes.map((size) => (
                  <Badge key={size} variant={sum.size(s.id, size) ? 'filled' : 'outline'} color={sum.size(s.id, size) ? 'blue' : 'gray'} data-testid={`count-${s.product_no}-${size}`}>
                    {size}: {sum.size(s.id, size)}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { key: 'pieces', header: t('col.pieces'), cell: (s) => <span data-testid={`pieces-${s.product_no}`}>{sum.bySample.get(s.id) ?? 0}</span> },
          owner && open && { key: 'remove', header: '', cell: (s) => <Button size="compact-sm" variant="subtle" color="red" onClick={() => removeSample(s)}>{t('remove')}</Button> },
        ]}
      />
    </TitledSection>
  );
}
