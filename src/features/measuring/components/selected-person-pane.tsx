import { memo, type ComponentProps } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonMirror, TaskPersonRow } from '@/db/db';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { lazyPart } from '@/ui/lazy-part';
import type { PersonPanel as PersonPanelView } from './person-panel';

// No one is picked when a task opens, so the panel's code (its garment cards, number fields and
// figures) is not among the files the list waits for: it loads once the list is drawn and the
// browser idle (`preloadPersonPanel`, by the screen), or with the first pick if that comes sooner,
// from the service worker's cache offline too. Memoized: typing in the people filter or picking a
// department must not re-render the open person.
const loadPanel = () => import('./person-panel').then((m) => memo(m.PersonPanel));
const PersonPanel = lazyPart(loadPanel);
export const preloadPersonPanel = (): Promise<unknown> => PersonPanel.preload();

type SelectedPersonPaneProps = Omit<ComponentProps<typeof PersonPanelView>, 'task' | 'person'> & {
  task: MeasuringTaskInfo | undefined;
  /** The person picked in the list. */
  picked: Pick<TaskPersonRow, 'truename'> | null;
  /** The person picked, whole; null while only their row is here (`panelsWait`). */
  selected: TaskPersonMirror | null;
  /** The people's measurements are still coming, or only their rows are here: no panel opens yet. */
  panelsWait: boolean;
};

/** The detail's right side: the person picked, once their measurements are here, or a word saying what to do. */
export function SelectedPersonPane({ task, picked, selected, panelsWait, ...panel }: SelectedPersonPaneProps) {
  const { t } = useTranslation('measuring');
  if (task && picked && panelsWait) {
    return (
      <Text c="dimmed" p="md" data-testid="measurements-pending">
        {t('ui.measurementsWait', { name: picked.truename })}
      </Text>
    );
  }
  if (task && selected) return <PersonPanel task={task} person={selected} {...panel} />;
  return (
    <Text c="dimmed" p="md">
      {t('ui.choosePerson')}
    </Text>
  );
}
