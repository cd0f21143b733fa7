import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonRow } from '@/db/db';
import type { GarmentCompletion } from '@/domain/measuring/completion';
import type { ProgressOf } from '../garment-progress';
import { peoplePredicate } from '@/domain/measuring/people-filter';
import classes from '../measuring.module.css';
import type { Selection } from '../selection';
import { PeopleList } from './people-list';

const STATUS_FILTERS = ['0', '1', '2', '3', '4'];
/** In conflict: a filter of its own under the others, offered while someone is (a sixth segment did not fit a tablet's column). */
const IN_CONFLICT = '5';

type PeopleColumnProps = {
  people: TaskPersonRow[];
  /** While `people` are only the first of the task: how many it has. */
  headOf: number | null;
  company: string;
  department: string;
  /** Marks the picked row without rendering this column again. */
  selection: Selection;
  onSelect: (p: TaskPersonRow) => void;
  header?: React.ReactNode;
  /** Whether the people were read (on the device, or fetched): a task not on this device shows no count of 0. */
  read: boolean;
  /** Whether they are being read or fetched: said where the count will stand, as the list is empty until then. */
  loading: boolean;
  /** For the rows of people part way: their garments measured and what is missing. */
  progress?: ProgressOf | undefined;
  describeMissing?: ((c: GarmentCompletion) => string) | undefined;
};

/**
 * The people list with its filters (spec 3 §2): status (values 1 to 4), gender and keyword, all
 * local. The filter state lives here so that typing re-renders only this column. While only the
 * first people of a task have come, the filters wait: they would filter a part as if the whole.
 */
export const PeopleColumn = memo(function PeopleColumn({ people, headOf, company, department, selection, onSelect, header, read, loading, progress, describeMissing }: PeopleColumnProps) {
  const headOnly = headOf !== null;
  const { t } = useTranslation('measuring');
  const [status, setStatus] = useState('0');
  const [gender, setGender] = useState('0');
  const [keyword, setKeyword] = useState('');
  const filter = useMemo(
    () => ({ company_name: company, department_name: department, isVolume: Number(status), gender_id: Number(gender), keywords: keyword }),
    [company, department, status, gender, keyword],
  );
  // Filtering 10,000 people takes about a millisecond; deferring keeps typing responsive anyway.
  const query = useDeferredValue(filter);
  const filtered = useMemo(() => people.filter(peoplePredicate(query)), [people, query]);
  const inConflict = useMemo(() => people.filter((p) => (p.conflicts ?? 0) > 0).length, [people]);

  return (
    <Stack gap={6} className={classes.people}>
      {header}
      <SegmentedControl size="xs" fullWidth disabled={headOnly} aria-label={t('col_status')} data={STATUS_FILTERS.map((v) => ({ value: v, label: t(`ui.filterShort.${v}`) }))} value={status} onChange={setStatus} />
      <SegmentedControl size="xs" fullWidth disabled={headOnly} aria-label={t('ui.gender')} data={['0', '1', '2'].map((v) => ({ value: v, label: t(`ui.genderFilter.${v}`) }))} value={gender} onChange={setGender} />
      {(inConflict > 0 || status === IN_CONFLICT) && (
        <Button
          size="xs"
          mih={44}
          color="red"
          variant={status === IN_CONFLICT ? 'filled' : 'light'}
          aria-pressed={status === IN_CONFLICT}
          disabled={headOnly}
          onClick={() => setStatus(status === IN_CONFLICT ? '0' : IN_CONFLICT)}
          data-testid="filter-conflicts"
        >
          {t('ui.filter.5')} ({inConflict})
        </Button>
      )}
      <TextInput size="xs" disabled={headOnly} placeholder={t('ui.keyword')} aria-label={t('ui.keyword')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      {read ? (
        <Text size="xs" c="dimmed">
          {headOnly ? t('ui.shownHead', { n: people.length, total: headOf }) : t('ui.shown', { n: filtered.length })}
        </Text>
      ) : (
        loading && (
          <Text size="xs" c="dimmed">
            {t('ui.peopleLoading')}
          </Text>
        )
      )}
      <PeopleList people={filtered} selection={selection} onSelect={onSelect} className={classes.peopleList} progress={progress} describeMissing={describeMissing} />
    </Stack>
  );
});
