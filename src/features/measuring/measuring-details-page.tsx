import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readMirroredCatalogue } from '@/db/catalogue-mirror';
import { db, type TaskPersonMirror } from '@/db/db';
import { countPeople, departmentTree } from '@/domain/measuring/people-filter';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { FieldValue } from '@/domain/measuring/person-fields';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { measuringKeys } from './api/measuring-keys';
import { usePersonChanges } from './api/use-person-changes';
import { useTaskMirror } from './api/use-task-mirror';
import { useStepSize } from './api/use-step-size';
import { CacheViewer } from './components/cache-viewer';
import { MeasuringMenu } from './components/measuring-menu';
import { DepartmentsPanel } from './components/departments-panel';
import { DetailsHeader } from './components/details-header';
import { EmptyTask } from './components/empty-task';
import { ImportDialog } from './components/members-dialogs';
import { PeopleColumn } from './components/people-column';
import { AddEmployeeDialog, EditDepartmentDialog, OrderInfoDialog } from './components/person-dialogs';
import { PersonPanel as PersonPanelView } from './components/person-panel';
import { TouchContext, touchClass } from '@/ui/touch';
import { usePersonSelection } from './selection';
import classes from './measuring.module.css';

// Typing in the people filter or picking a department must not re-render the open person.
const PersonPanel = memo(PersonPanelView);

const NO_DEPARTMENTS = new Map<string, Map<string, number>>();

/**
 * spec 3 §2 measuring detail (route /home/measuringDetails?id=<task id>). Reads the Dexie
 * mirror, so it works offline: switching person, filters and search are local, and the changes
 * (add, save, delete, rename department, order info with its signature) go through the outbox.
 */
export function MeasuringDetailsPage() {
  const { t, i18n } = useTranslation('measuring');
  const [params] = useSearchParams();
  useSyncEngine(i18n.language);
  const taskId = Number(params.get('id') ?? 0);
  const online = useOnline();
  const stepSize = useStepSize();
  const { userId, task, people, loading, error, onDevice, storing, headOf, measurementsPending, refresh } = useTaskMirror(taskId);
  const qc = useQueryClient();
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
  const [showDepartments, setShowDepartments] = useState(() => typeof window === 'undefined' || window.innerWidth >= 1200);
  const { selection, selectedKey, select: selectKey } = usePersonSelection();
  const [dialog, setDialog] = useState<null | { kind: 'add' } | { kind: 'department'; company: string; department: string } | { kind: 'order'; repair: number }>(null);
  const [cacheOpen, setCacheOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const all = useMemo(() => people ?? [], [people]);
  // While only the first people are here, counting them would misstate the task: the counters and
  // the departments wait for everyone.
  const headOnly = headOf !== null;
  const counts = useMemo(() => (headOnly ? undefined : countPeople(all)), [all, headOnly]);
  const tree = useMemo(() => (headOnly ? NO_DEPARTMENTS : departmentTree(all)), [all, headOnly]);
  // The list marks a picked person at once (usePersonSelection); the person panel (some 25 inputs per
  // category) follows in a transition that React renders in slices yielding to input. Until then
  // the panel, and every action on it (save, delete, order info), stays with the person it shows.
  const selected = useMemo(() => all.find((p) => p.key === selectedKey) ?? null, [all, selectedKey]);

  const pick = useCallback((c: string, d: string) => {
    setCompany(c);
    setDepartment(d);
  }, []);
  const editDepartment = useCallback((c: string, d: string) => {
    if (ready()) setDialog({ kind: 'department', company: c, department: d });
  }, [ready]);
  const collapse = useCallback(() => setShowDepartments(false), []);
  const select = useCallback((p: TaskPersonMirror) => selectKey(p.key), [selectKey]);
  const openOrderInfo = useCallback((repair: number) => {
    if (ready()) setDialog({ kind: 'order', repair });
  }, [ready]);
  const selectedName = selected?.truename ?? '';
  const changes = usePersonChanges({ userId, taskId, clientId: task?.client_id });
  const saveChange = changes.save;
  const save = useCallback(async (payload: SaveMeasurementPayload) => {
    if (ready()) await saveChange(payload, selectedName);
  }, [ready, saveChange, selectedName]);

  const resolveChange = changes.resolveConflict;
  const selectedId = selected?.id;
  const resolve = useCallback(
    async (fields: Record<string, FieldValue>) => {
      if (selectedId !== undefined && ready()) await resolveChange({ user_id: selectedId, fields }, selectedName);
    },
    [ready, resolveChange, selectedId, selectedName],
  );

  const removeSelected = () => {
    const p = selected;
    if (!p || !ready()) return;
    confirmAction({
      title: t('ui.deletePerson'),
      message: t('ui.deletePersonConfirm', { name: p.truename }),
      confirmLabel: t('ui.delete'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      cancelled: t('ui.deleteCancelled'),
      onConfirm: async () => {
        await changes.remove(p);
        selectKey(null);
      },
    });
  };

  const openImport = () => {
    if (!online) return notify.warning(t('offline_import'));
    setImporting(true);
  };
  // The imported people come to this device as any other change does: the task catches up.
  const afterImport = () => {
    void refresh();
    void qc.invalidateQueries({ queryKey: measuringKeys.all });
  };

  if (!taskId) return <Alert m="md">{t('ui.noTask')}</Alert>;

  return (
    // Dialogs opened from here are finger-sized too.
    <TouchContext.Provider value={true}>
      <Box className={`${classes.screen} ${classes.fitScreen} ${touchClass}`}>
        <Box className={classes.menu}>
          <MeasuringMenu counts={counts} onOpenCache={() => setCacheOpen(true)} />
        </Box>
        <Box className={classes.content} p="sm">
          <DetailsHeader taskName={task?.name ?? ''} counts={counts} onAdd={() => ready() && setDialog({ kind: 'add' })} />
          {storing && (
            <Alert color="blue" mb="xs" data-testid="task-storing" data-stage={headOnly ? 'head' : measurementsPending ? 'measurements' : 'storing'}>
              {headOnly
                ? t('ui.peopleComing', { shown: all.length, n: headOf })
                : measurementsPending
                  ? t('ui.measurementsComing', { n: all.length })
                  : t('ui.storing', { n: all.length })}
            </Alert>
          )}
          {error && online && (
            <Alert color="red" mb="xs">
              {error.message}
            </Alert>
          )}
          {/* Empty is a task with no one in it only when its people were read (here or from the server); offline before that, it is not on the device yet. */}
          {!loading && all.length === 0 && onDevice !== undefined &&
            (onDevice || online ? (
              <EmptyTask onAdd={() => ready() && setDialog({ kind: 'add' })} onImport={task ? openImport : undefined} />
            ) : (
              <Alert color="orange">{t('ui.notMirrored')}</Alert>
            ))}
          <Box className={classes.detail}>
            {showDepartments && <DepartmentsPanel tree={tree} company={company} department={department} onPick={pick} onEdit={editDepartment} onCollapse={collapse} />}
            <PeopleColumn
              people={all}
              headOf={headOf}
              company={company}
              department={department}
              selection={selection}
              onSelect={select}
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
              {task && selected && measurementsPending ? (
                <Text c="dimmed" p="md" data-testid="measurements-pending">
                  {t('ui.measurementsWait', { name: selected.truename })}
                </Text>
              ) : task && selected ? (
                <PersonPanel
                  task={task}
                  person={selected}
                  catalogue={catalogue ?? null}
                  stepSize={stepSize}
                  onSave={save}
                  onDelete={removeSelected}
                  onOrderInfo={openOrderInfo}
                  onResolve={resolve}
                />
              ) : (
                <Text c="dimmed" p="md">
                  {t('ui.choosePerson')}
                </Text>
              )}
            </Box>
          </Box>
        </Box>
        {dialog?.kind === 'add' && (
          <AddEmployeeDialog
            companies={[...tree.keys()]}
            defaultCompany={company}
            defaultDepartment={department}
            onClose={() => setDialog(null)}
            onAdd={changes.add}
          />
        )}
        {dialog?.kind === 'department' && (
          <EditDepartmentDialog
            current={dialog.department}
            onClose={() => setDialog(null)}
            onRename={async (name) => {
              await changes.renameDepartment({ company_name: dialog.company, old_department_name: dialog.department, department_name: name });
              if (department === dialog.department) setDepartment(name);
            }}
          />
        )}
        {dialog?.kind === 'order' && task && selected && (
          <OrderInfoDialog
            task={task}
            catalogue={catalogue ?? null}
            person={selected.data.person}
            repairStatusId={dialog.repair}
            onClose={() => setDialog(null)}
            onSave={changes.saveOrderInfo}
          />
        )}
        {importing && task && <ImportDialog task={task} onClose={() => setImporting(false)} onImported={afterImport} />}
        <CacheViewer opened={cacheOpen} onClose={() => setCacheOpen(false)} />
      </Box>
    </TouchContext.Provider>
  );
}
