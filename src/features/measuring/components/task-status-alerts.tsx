import { Alert } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { EmptyTask } from './empty-task';

type TaskStatusAlertsProps = {
  /** How many people are shown, and how many the task has while only its first ones are (null once all are). */
  shown: number;
  headOf: number | null;
  storing: boolean;
  measurementsPending: boolean;
  error: Error | null | undefined;
  online: boolean;
  loading: boolean;
  /** Whether the task's people were read on this device; undefined until known. */
  onDevice: boolean | undefined;
  onAdd: () => void;
  onImport: (() => void) | undefined;
};

/** What the detail says above its lists: the task still being stored, a failure, or a task with no one in it. */
export function TaskStatusAlerts({ shown, headOf, storing, measurementsPending, error, online, loading, onDevice, onAdd, onImport }: TaskStatusAlertsProps) {
  const { t } = useTranslation('measuring');
  const headOnly = headOf !== null;
  return (
    <>
      {storing && (
        <Alert color="blue" mb="xs" data-testid="task-storing" data-stage={headOnly ? 'head' : measurementsPending ? 'measurements' : 'storing'}>
          {headOnly ? t('ui.peopleComing', { shown, n: headOf }) : measurementsPending ? t('ui.measurementsComing', { n: shown }) : t('ui.storing', { n: shown })}
        </Alert>
      )}
      {error && online && (
        <Alert color="red" mb="xs">
          {error.message}
        </Alert>
      )}
      {/* Empty is a task with no one in it only when its people were read (here or from the server); offline before that, it is not on the device yet. A task the server could not give (not found, not the measurer's) is not an empty one to add people to. */}
      {!loading &&
        shown === 0 &&
        !(error && online) &&
        onDevice !== undefined &&
        (onDevice || online ? <EmptyTask onAdd={onAdd} onImport={onImport} /> : <Alert color="orange">{t('ui.notMirrored')}</Alert>)}
    </>
  );
}
