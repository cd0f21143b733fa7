import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Button, Group, ScrollArea, Text, Title } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readMirroredCatalogue } from '@/db/catalogue-mirror';
import { db, type TaskPersonMirror } from '@/db/db';
import { queueAddPerson, queueDeletePerson, queueEditOrderInfo, queueRenameDepartment, queueSaveMeasurement } from '@/db/measuring-mirror';
import { countPeople } from '@/domain/measuring/people-filter';
import type { EditOrderInfoPayload, SaveMeasurementPayload } from '@/domain/measuring/contract';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { useQueueChange } from './api/use-queue-change';
import { useTaskMirror } from './api/use-task-mirror';
import { useStepSize } from './api/use-step-size';
import { CacheViewer } from './components/cache-viewer';
import { MeasuringMenu } from './components/measuring-menu';
import { DepartmentsPanel } from './components/departments-panel';
import { PeopleColumn } from './components/people-column';
import { AddEmployeeDialog, EditDepartmentDialog, OrderInfoDialog } from './components/person-dialogs';
import { PersonPanel as PersonPanelView } from './components/person-panel';
import classes from './measuring.module.css';

// Typing in the people filter or picking a department must not re-render the open person.
const PersonPanel = memo(PersonPanelView);

/**
 * spec 3 §2 measuring detail (route /home/measuringDetails?id=<task id>). Reads the Dexie
 * mirror, so it works offline: switching person, filters and search are local, and the changes
 * (add, save, delete, rename department, order info with its signature) go through the outbox.
 */
export function MeasuringDetailsPage() {
  const { t, i18n } = useTranslation('measuring');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useSyncEngine(i18n.language);
  const taskId = Number(params.get('id') ?? 0);
  const online = useOnline();
  const stepSize = useStepSize();
  const { userId, task, people, loading, error } = useTaskMirror(taskId);

  // The shell (AppLayout's useCatalogueRefresh) keeps the catalogue mirror fresh; this page reads it.
  const catalogue = useLiveQuery(() => readMirroredCatalogue(db), []);

  const [company, setCompany] = useState<string>('');
  const [department, setDepartment] = useState<string>('');
  // Tablets (up to 1199 px wide) start with the department panel folded, leaving room for the detail panel.
  const [showDepartments, setShowDepartments] = useState(() => typeof window === 'undefined' || window.innerWidth >= 1200);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | { kind: 'add' } | { kind: 'department'; company: string; department: string } | { kind: 'order'; repair: number }>(null);
  const [cacheOpen, setCacheOpen] = useState(false);

  const all = useMemo(() => people ?? [], [people]);
  const counts = useMemo(() => countPeople(all), [all]);
  const tree = useMemo(() => {
    const m = new Map<string, Map<string, number>>();
    for (const p of all) {
      const d = m.get(p.company_name) ?? new Map<string, number>();
      d.set(p.department_name, (d.get(p.department_name) ?? 0) + 1);
      m.set(p.company_name, d);
    }
    return m;
  }, [all]);
  // The person panel (some 25 inputs per category) renders at a lower priority than the click: the
  // list marks the new person at once and React builds the panel in slices that yield to input,
  // instead of one long task on every switch. Until then the panel, and every action on it (save,
  // delete, order info), stays with the person it shows.
  const shownKey = useDeferredValue(selectedKey);
  const selected = all.find((p) => p.key === shownKey) ?? null;

  const pick = useCallback((c: string, d: string) => {
    setCompany(c);
    setDepartment(d);
  }, []);
  const editDepartment = useCallback((c: string, d: string) => setDialog({ kind: 'department', company: c, department: d }), []);
  const collapse = useCallback(() => setShowDepartments(false), []);
  const select = useCallback((p: TaskPersonMirror) => setSelectedKey(p.key), []);
  const openOrderInfo = useCallback((repair: number) => setDialog({ kind: 'order', repair }), []);
  const selectedName = selected?.truename ?? '';
  const queueChange = useQueueChange();
  const save = useCallback(
    async (payload: SaveMeasurementPayload) => {
      if (userId === null) return;
      await queueChange(() => queueSaveMeasurement(db, userId, payload, `${t('ui.kind.measuring.save_measurement')}: ${selectedName}`), 'saved');
    },
    [userId, selectedName, t, queueChange],
  );

  const removeSelected = useCallback(() => {
    const p = selected;
    if (!p) return;
    confirmAction({
      title: t('ui.deletePerson'),
      message: t('ui.deletePersonConfirm', { name: p.truename }),
      confirmLabel: t('ui.delete'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      cancelled: t('ui.deleteCancelled'),
      onConfirm: async () => {
        if (userId === null) return;
        await queueChange(() => queueDeletePerson(db, userId, { id: p.id, task_id: taskId }, `${t('ui.kind.measuring.delete_person')}: ${p.truename}`), 'deleted');
        setSelectedKey(null);
      },
    });
  }, [selected, userId, taskId, t, queueChange]);

  if (!taskId) return <Alert m="md">{t('ui.noTask')}</Alert>;

  return (
    <Box className={classes.screen}>
      <Box className={classes.menu}>
        <MeasuringMenu counts={counts} onOpenCache={() => setCacheOpen(true)} />
      </Box>
      <Box className={classes.content} p="sm">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Group gap="xs">
            <Button size="xs" variant="subtle" onClick={() => navigate('/home/measuring-tasks')}>
              ← {t('ui.tasks')}
            </Button>
            <Title order={4}>{task?.name ?? ''}</Title>
          </Group>
          <Group gap="xs">
            <Text size="sm">
              {t('ui.count.total')} {counts.total} · {t('ui.count.already')} {counts.already} · {t('ui.count.no')} {counts.no} · {t('ui.count.no_sleeve')} {counts.no_sleeve} · {t('ui.count.repair')} {counts.repair}
            </Text>
            <Button size="xs" onClick={() => setDialog({ kind: 'add' })}>
              {t('ui.addEmployee')}
            </Button>
          </Group>
        </Group>
        {error && online && (
          <Alert color="red" mb="xs">
            {error.message}
          </Alert>
        )}
        {!loading && all.length === 0 && <Alert color="orange">{task ? t('ui.importFirst') : t('ui.notMirrored')}</Alert>}
        <Box className={classes.detail}>
          {showDepartments && <DepartmentsPanel tree={tree} company={company} department={department} onPick={pick} onEdit={editDepartment} onCollapse={collapse} />}
          <PeopleColumn
            people={all}
            company={company}
            department={department}
            selectedKey={selectedKey}
            onSelect={select}
            header={
              !showDepartments && (
                <Button size="compact-xs" variant="subtle" onClick={() => setShowDepartments(true)} w="fit-content">
                  {t('ui.companies')} ›
                </Button>
              )
            }
          />
          <ScrollArea className={classes.panel} type="auto">
            {task && selected ? (
              <PersonPanel
                task={task}
                person={selected}
                catalogue={catalogue ?? null}
                stepSize={stepSize}
                onSave={save}
                onDelete={removeSelected}
                onOrderInfo={openOrderInfo}
              />
            ) : (
              <Text c="dimmed" p="md">
                {t('ui.choosePerson')}
              </Text>
            )}
          </ScrollArea>
        </Box>
      </Box>
      {dialog?.kind === 'add' && (
        <AddEmployeeDialog
          companies={[...tree.keys()]}
          defaultCompany={company}
          defaultDepartment={department}
          onClose={() => setDialog(null)}
          onAdd={async (p) => {
            if (userId === null) return;
            await queueChange(() => queueAddPerson(db, userId, { task_id: taskId, ...p }, `${t('ui.kind.measuring.add_person')}: ${p.truename}`), 'person_added');
          }}
        />
      )}
      {dialog?.kind === 'department' && (
        <EditDepartmentDialog
          current={dialog.department}
          onClose={() => setDialog(null)}
          onRename={async (name) => {
            if (userId === null) return;
            await queueChange(
              () =>
                queueRenameDepartment(
                  db,
                  userId,
                  { task_id: taskId, client_id: task?.client_id ?? undefined, company_name: dialog.company, old_department_name: dialog.department, department_name: name },
                  `${t('ui.kind.measuring.rename_department')}: ${dialog.department} → ${name}`,
                ),
              'edited',
            );
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
          onSave={async (payload: EditOrderInfoPayload) => {
            if (userId === null) return;
            const label = payload.repair_status_id ? t('ui.changeInfo') : t('ui.orderInfo');
            await queueChange(() => queueEditOrderInfo(db, userId, payload, `${label}: ${payload.truename}`), 'saved');
          }}
        />
      )}
      <CacheViewer opened={cacheOpen} onClose={() => setCacheOpen(false)} />
    </Box>
  );
}
