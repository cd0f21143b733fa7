import type { FilterablePerson } from '@/domain/measuring/people-filter';
import classes from './people-list.module.css';

/** A row's height, as people-list.module.css draws it: the virtualizer places the rows by it. */
export const ROW_HEIGHT = 44;

/** The badge's colour for a status (1 not measured, 4 to be repaired, the others measured). */
const statusTone = (status: number) => (status === 1 ? 'todo' : status === 4 ? 'repair' : 'done');

/**
 * `status`: the person's status in words; `part`: for a person part way, their garments measured
 * ("1/2 件") and what is missing, in words; `conflict` the word for one in conflict; `unsaved` for one
 * with values typed and not saved (`hasUnsaved`). Without `onSelect` the row is drawn but cannot be
 * picked: a task's early view (./task-preview.tsx), before the screen that picks is here.
 */
export type PersonRowViewProps = {
  person: Pick<FilterablePerson, 'truename' | 'department_name' | 'measuring_status_id' | 'conflicts'> & { id: number };
  status: string;
  part: { done: string; missing: string } | null;
  conflict: string;
  unsaved: string;
  top: number;
  active: boolean;
  hasUnsaved: boolean;
  onSelect?: (() => void) | undefined;
};

/** One person's row in plain elements with the list's own styles (./people-list.module.css says why). */
export function PersonRowView({ person: p, status, part, conflict, unsaved, top, active, hasUnsaved, onSelect }: PersonRowViewProps) {
  return (
    <button type="button" role="option" aria-selected={active} disabled={!onSelect} onClick={onSelect} className={classes.row} style={{ transform: `translateY(${top}px)` }}>
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
}
