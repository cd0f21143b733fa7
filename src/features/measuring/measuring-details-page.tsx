import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from '@/ui/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { readMirroredCatalogue } from '@/db/catalogue-mirror';
import { db, type TaskPersonRow } from '@/db/db';
import { departmentTree } from '@/domain/measuring/people-filter';
import { taskIdOf } from '@/domain/measuring/task-address';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { preloadChanges, usePersonChanges } from './api/use-person-changes';
import { useTaskMirror } from './api/use-task-mirror';
import { useStepSize } from './api/use-step-size';
import { MeasuringMenu } from './components/measuring-menu';
import { DepartmentsPanel } from './components/departments-panel';
import type { DetailsDialog } from './components/details-dialogs';
import { DetailsHeader } from './components/details-header';
import { PeopleColumn } from './components/people-column';
import { usePeopleProgress } from './garment-progress';
import { preloadPersonPanel, SelectedPersonPane } from './components/selected-person-pane';
import { TaskStatusAlerts } from './components/task-status-alerts';
import { lazyPart } from '@/ui/lazy-part';
import { TouchContext, touchClass } from '@/ui/touch';
import { useWhenIdleAfter } from '@/ui/when-idle';
import { windowAtLeast } from '@/ui/width-steps';
import { usePersonSelection, usePickedPerson, usePickedWhole } from './selection';
import { useSelectedPersonActions } from './use-selected-person-actions';
import { useSettledUnsaved } from './use-settled-unsaved';
import { usePeopleImport } from './use-people-import';
import classes from './measuring.module.css';

const NO_DEPARTMENTS = new Map<string, Map<string, number>>();

// What the measurer opens from the screen, not what it draws: their code (the person dialogs, the
// import's date field, the outbox's table) is not among the files a first open or a reopen of a task
// waits for. They come from the service worker's cache when opened, offline too.
const DetailsDialogs = lazyPart(() => import('./components/details-dialogs').then((m) => m.DetailsDialogs));
const ImportDialog = lazyPart(() => import('./components/members-dialogs').then((m) => m.ImportDialog));
const CacheViewer = lazyPart(() => import('./components/cache-viewer').then((m) => m.CacheViewer));

/**
 * What the list does not wait for but a first pick or change would: the person panel's code and the
 * mirror's module (the changes' schemas). Loaded once the list is drawn and the browser idle: begun
 * at the first idle moment, they ran while a reopen waited on the device's copy, and held its rows
 * back (docs/speed.md).
 */
const preloadAfterList = () => {
  void preloadPersonPanel().catch(() => undefined);
  void preloadChanges().catch(() => undefined);
};

/**
 * spec 3 §2 measuring detail (route /home/measuringDetails?id=<task id>). Reads the Dexie
 * mirror, so it works offline: switching person, filters and search are local, and the changes
 * (add, save, delete, rename department, order info with its signature) go through the outbox.
 */
export function MeasuringDetailsPage() {
  const { t, i18n } = useTranslation('measuring');
  const [params] = useSearchParams();
  useSyncEngine(i18n.language);
  const taskId = taskIdOf(params.get('id'));
  const online = useOnline();
  const stepSize = useStepSize();
  const { userId, task, people, whole, loading, error, onDevice, storing, headOf, measurementsPending, panelsWait, refresh } = useTaskMirror(taskId);
  // The people just fetched show while IndexedDB stores them (seconds for a large task). A change
  // made meanwhile would wait behind that write, and be lost if the tab closed before it: changes
  // wait until the task is on the device.
  const ready = useCallback(() => {
    if (storing) notify.warning(t('ui.storingWait'));
    return !storing;
  }, [storing, t]);

  // The shell (AppLayout's useCatalogueRefresh) keeps the catalogue mirror fresh; this page reads it.
  const catalogue = useLiveQuery(() => readMirroredCatalogue(db), []);

  const [company, setCompany] = useState<string>('');
  const [department, setDepartment] = useState<string>('');
  // Tablets (up to 1199 px wide) start with the department panel folded, leaving room for the detail panel.
  const [showDepartments, setShowDepartments] = useState(() => typeof window === 'undefined' || windowAtLeast(1200));
  const { selection, selectedKey, select: selectKey } = usePersonSelection();
  const [dialog, setDialog] = useState<DetailsDialog>(null);
  // The outbox's viewer is drawn once first opened, then kept, so that it closes with its modal's transition.
  const [cacheViewer, setCacheViewer] = useState<'unopened' | 'open' | 'closed'>('unopened');

  const all = useMemo(() => people ?? [], [people]);
  // While only the first people are here, counting them would misstate the task: the counters and
  // the departments wait for everyone (and, offline, for a task this device holds).
  const headOnly = headOf !== null;
  // The device's list copy counts as the whole task does: it keeps of everyone what the list shows and
  // counts by (src/db/people-buckets.ts), so only the person's panel waits (panelsWait).
  const { progress, describeMissing, counts } = usePeopleProgress({ task, people: all, whole: onDevice === true && !headOnly, measurementsPending, catalogue: catalogue ?? null });
  const tree = useMemo(() => (headOnly ? NO_DEPARTMENTS : departmentTree(all)), [all, headOnly]);
  // The list marks a picked person at once (usePersonSelection); the person panel (some 25 inputs per
  // category) follows in a transition that React renders in slices yielding to input. Until then
  // the panel, and every action on it (save, delete, order info), stays with the person it shows.
  const picked = usePickedPerson(all, selectedKey, selectKey);
  const selected = usePickedWhole(picked, whole);
  // Unsaved values follow such a person too; those of a person the task no longer has go, said.
  useSettledUnsaved({ taskId, people: all, whole: onDevice === true && !storing });

  const pick = useCallback((c: string, d: string) => {
    setCompany(c);
    setDepartment(d);
  }, []);
  const editDepartment = useCallback((c: string, d: string) => {
    if (ready()) setDialog({ kind: 'department', company: c, department: d });
  }, [ready]);
  const collapse = useCallback(() => setShowDepartments(false), []);
  const select = useCallback((p: TaskPersonRow) => selectKey(p.key), [selectKey]);
  const changes = usePersonChanges({ userId, taskId, clientId: task?.client_id });
  useWhenIdleAfter(!loading, preloadAfterList);
  const { save, resolve, removeSelected, openOrderInfo } = useSelectedPersonActions({ selected, ready, changes, selectKey, setDialog });

  const peopleImport = usePeopleImport(refresh);

  if (!taskId) return <NoTaskNamed given={Boolean(params.get('id'))} />;

  return (
    // Dialogs opened from here are finger-sized too.
    <TouchContext.Provider value={true}>
      <Box className={`${classes.screen} ${classes.fitScreen} ${touchClass}`}>
        <Box className={classes.menu}>
          <MeasuringMenu counts={counts} onOpenCache={() => setCacheViewer('open')} />
        </Box>
        <Box className={classes.content} p="sm">
          <DetailsHeader taskName={task?.name ?? ''} counts={counts} onAdd={() => ready() && setDialog({ kind: 'add' })} />
          <TaskStatusAlerts
            shown={all.length}
            headOf={headOf}
            storing={storing}
            measurementsPending={measurementsPending}
            error={error}
            online={online}
            loading={loading}
            onDevice={onDevice}
            onAdd={() => ready() && setDialog({ kind: 'add' })}
            onImport={task ? peopleImport.open : undefined}
          />
          <Box className={classes.detail}>
            {showDepartments && <DepartmentsPanel tree={tree} company={company} department={department} onPick={pick} onEdit={editDepartment} onCollapse={collapse} />}
            <PeopleColumn
              people={all}
              read={onDevice === true}
              loading={loading}
              headOf={headOf}
              company={company}
              department={department}
              selection={selection}
              onSelect={select}
              progress={progress}
              describeMissing={describeMissing}
              header={
                !showDepartments && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setShowDepartments(true)} w="fit-content">
                    {t('ui.companies')} ›
                  </Button>
                )
              }
            />
            {/* A plain box, not a ScrollArea: in portrait the page scrolls and the save bar sticks to the screen's bottom. */}
            <Box className={classes.panel}>
              <SelectedPersonPane
                task={task}
                picked={picked}
                selected={selected}
                panelsWait={panelsWait}
                catalogue={catalogue ?? null}
                stepSize={stepSize}
                onSave={save}
                onDelete={removeSelected}
                onOrderInfo={openOrderInfo}
                onResolve={resolve}
              />
            </Box>
          </Box>
        </Box>
        {dialog && (
          <DetailsDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            task={task}
            catalogue={catalogue ?? null}
            departments={tree}
            company={company}
            department={department}
            onDepartmentRenamed={(from, to) => department === from && setDepartment(to)}
            changes={changes}
          />
        )}
        {peopleImport.importing && task && <ImportDialog task={task} onClose={peopleImport.close} onImported={peopleImport.imported} />}
        {cacheViewer !== 'unopened' && <CacheViewer opened={cacheViewer === 'open'} onClose={() => setCacheViewer('closed')} />}
      </Box>
    </TouchContext.Provider>
  );
}

/** An address that names no task: a number that is not one is said so, the address without one too, with the way to the tasks. */
function NoTaskNamed({ given }: { given: boolean }) {
  const { t } = useTranslation('measuring');
  return (
    <Alert m="md">
      {t(given ? 'ui.badTask' : 'ui.noTask')}
      <Button component={Link} to="/home/measuring-tasks" variant="subtle" mih={44} mt="xs" display="flex" w="fit-content">
        ← {t('ui.tasks')}
      </Button>
    </Alert>
  );
}
