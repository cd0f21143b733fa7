import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonRow } from '@/db/db';
import type { GarmentCompletion } from '@/domain/measuring/completion';
import type { ProgressOf } from '../garment-progress';
import { useIsSelected, type Selection } from '../selection';
import { useHasUnsaved } from './unsaved-measurements';
import { PersonRowView, ROW_HEIGHT, type PersonRowViewProps } from './person-row';
import classes from './people-list.module.css';

type PeopleListProps = {
  people: TaskPersonRow[];
  selection: Selection;
  onSelect: (p: TaskPersonRow) => void;
  className?: string;
  /** A person's garments measured, for those part way ("1/2 件" and what is missing); none while the measurements are coming. */
  progress?: ProgressOf | undefined;
  /** The garments a person still lacks, in words. */
  describeMissing?: ((c: GarmentCompletion) => string) | undefined;
};

/** The people of a task, virtualized: 10,000 rows render as the ~20 on screen. */
export function PeopleList({ people, selection, onSelect, className, progress, describeMissing }: PeopleListProps) {
  const { t } = useTranslation('measuring');
  const conflict = t('ui.conflictBadge');
  const unsaved = t('ui.unsaved.badge');
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: people.length, getScrollElement: () => parent.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });

  return (
    <div ref={parent} className={`${classes.list} ${className ?? ''}`} role="listbox" aria-label={t('ui.people')}>
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((v) => {
          const p = people[v.index]!;
          // Only the rows on screen are reckoned.
          const c = progress?.(p);
          const part = c && c.done > 0 ? { done: t('ui.garmentsDone', { done: c.done, total: c.total }), missing: t('ui.missing', { garments: describeMissing?.(c) ?? '' }) } : null;
          return <PersonRow key={p.key} person={p} status={t(`ui.filter.${p.measuring_status_id}`)} part={part} conflict={conflict} unsaved={unsaved} top={v.start} selection={selection} onSelect={onSelect} />;
        })}
      </div>
    </div>
  );
}

type PersonRowProps = Omit<PersonRowViewProps, 'active' | 'hasUnsaved' | 'onSelect'> & {
  person: TaskPersonRow;
  selection: Selection;
  onSelect: (p: TaskPersonRow) => void;
};

/** One row; it renders again only when its person, its place or its being picked changes. */
const PersonRow = memo(function PersonRow({ person, selection, onSelect, ...shown }: PersonRowProps) {
  const active = useIsSelected(selection, person.key);
  const hasUnsaved = useHasUnsaved(person.key);
  return <PersonRowView person={person} active={active} hasUnsaved={hasUnsaved} onSelect={() => onSelect(person)} {...shown} />;
});
