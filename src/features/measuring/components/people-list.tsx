import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonRow } from '@/db/db';
import type { GarmentCompletion } from '@/domain/measuring/completion';
import type { ProgressOf } from '../garment-progress';
import { useIsSelected, type Selection } from '../selection';
import { useHasUnsaved } from './unsaved-measurements';
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

/** A row's height, as people-list.module.css draws it. */
const ROW_HEIGHT = 44;

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

/**
 * `status`: the person's status in words, from the list (one translation hook for all rows);
 * `part`: for a person part way, their garments measured ("1/2 件") and what is missing, in words;
 * `conflict` the word for one in conflict; `unsaved` for one with values typed and not saved.
 */
type PersonRowProps = {
  person: TaskPersonRow;
  status: string;
  part: { done: string; missing: string } | null;
  conflict: string;
  unsaved: string;
  top: number;
  selection: Selection;
  onSelect: (p: TaskPersonRow) => void;
};

/** The badge's colour for a status (1 not measured, 4 to be repaired, the others measured). */
const statusTone = (status: number) => (status === 1 ? 'todo' : status === 4 ? 'repair' : 'done');

/**
 * One row; it renders again only when its person, its place or its being picked changes. Plain
 * elements with the list's own styles (./people-list.module.css says why).
 */
const PersonRow = memo(function PersonRow({ person: p, status, part, conflict, unsaved, top, selection, onSelect }: PersonRowProps) {
  const active = useIsSelected(selection, p.key);
  const hasUnsaved = useHasUnsaved(p.key);
  return (
    <button type="button" role="option" aria-selected={active} onClick={() => onSelect(p)} className={classes.row} style={{ transform: `translateY(${top}px)` }}>
      <span className={classes.who}>
        <span className={classes.name}>
          {p.truename}
          {p.id < 0 && ' *'}
        </span>
        <span className={classes.detail} title={part?.missing}>
          {p.department_name}
          {part && (
            <span className={classes.missing} data-testid="person-missing">
              {p.department_name && ' · '}
              {part.missing}
            </span>
          )}
        </span>
      </span>
      <span className={classes.badges}>
        {hasUnsaved && (
          <span className={classes.badge} data-tone="unsaved" data-testid="person-unsaved">
            {unsaved}
          </span>
        )}
        {(p.conflicts ?? 0) > 0 && (
          <span className={classes.badge} data-tone="conflict" data-testid="person-conflict">
            {conflict}
          </span>
        )}
        {part ? (
          // Part way is not measured: the status in words stays for a screen reader.
          <span className={classes.badge} data-tone="part" aria-label={`${status} ${part.done}`} data-testid="person-part">
            {part.done}
          </span>
        ) : (
          <span className={classes.badge} data-tone={statusTone(p.measuring_status_id)}>
            {status}
          </span>
        )}
      </span>
    </button>
  );
});
