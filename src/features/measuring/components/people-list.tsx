import { memo, useRef } from 'react';
import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonRow } from '@/db/db';
import type { GarmentCompletion } from '@/domain/measuring/completion';
import type { ProgressOf } from '../garment-progress';
import { useIsSelected, type Selection } from '../selection';
import { useHasUnsaved } from './unsaved-measurements';

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

const ROW_HEIGHT = 44;

/** The people of a task, virtualized: 10,000 rows render as the ~20 on screen. */
export function PeopleList({ people, selection, onSelect, className, progress, describeMissing }: PeopleListProps) {
  const { t } = useTranslation('measuring');
  const conflict = t('ui.conflictBadge');
  const unsaved = t('ui.unsaved.badge');
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: people.length, getScrollElement: () => parent.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });

  return (
    <Box ref={parent} className={className} style={{ overflow: 'auto', background: 'white', border: '1px solid var(--mantine-color-gray-3)' }} role="listbox" aria-label={t('ui.people')}>
      <Box style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((v) => {
          const p = people[v.index]!;
          // Only the rows on screen are reckoned.
          const c = progress?.(p);
          const part = c && c.done > 0 ? { done: t('ui.garmentsDone', { done: c.done, total: c.total }), missing: t('ui.missing', { garments: describeMissing?.(c) ?? '' }) } : null;
          return <PersonRow key={p.key} person={p} status={t(`ui.filter.${p.measuring_status_id}`)} part={part} conflict={conflict} unsaved={unsaved} top={v.start} selection={selection} onSelect={onSelect} />;
        })}
      </Box>
    </Box>
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

/** One row; it renders again only when its person, its place or its being picked changes. */
const PersonRow = memo(function PersonRow({ person: p, status, part, conflict, unsaved, top, selection, onSelect }: PersonRowProps) {
  const active = useIsSelected(selection, p.key);
  const hasUnsaved = useHasUnsaved(p.key);
  return (
    <UnstyledButton
      role="option"
      aria-selected={active}
      onClick={() => onSelect(p)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        padding: '4px 8px',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {p.truename}
            {p.id < 0 && ' *'}
          </Text>
          <Text size="xs" c="dimmed" truncate title={part?.missing}>
            {p.department_name}
            {part && (
              <Text span size="xs" c="orange.8" data-testid="person-missing">
                {p.department_name && ' · '}
                {part.missing}
              </Text>
            )}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          {hasUnsaved && (
            <Badge size="xs" variant="outline" color="blue" data-testid="person-unsaved">
              {unsaved}
            </Badge>
          )}
          {(p.conflicts ?? 0) > 0 && (
            <Badge size="xs" color="red" data-testid="person-conflict">
              {conflict}
            </Badge>
          )}
          {part ? (
            // Part way is not measured: the status in words stays for a screen reader.
            <Badge size="xs" variant="light" color="yellow" aria-label={`${status} ${part.done}`} data-testid="person-part" style={{ flexShrink: 0 }}>
              {part.done}
            </Badge>
          ) : (
            <Badge size="xs" variant="light" color={p.measuring_status_id === 1 ? 'orange' : p.measuring_status_id === 4 ? 'grape' : 'teal'}>
              {status}
            </Badge>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
});
