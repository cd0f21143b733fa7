import { useState } from 'react';
import { Alert, Box, Text, Title } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { ORDER_TYPES, TASK_LIST_PAGE_SIZE } from '@/domain/measuring/constants';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { measuringKeys } from './api/measuring-keys';
import { CacheViewer } from './components/cache-viewer';
import { MeasuringMenu } from './components/measuring-menu';
import { ExportDialog, ImportDialog } from './components/members-dialogs';
import { TaskFormDialog } from './components/task-form-dialog';
import { TaskTable } from './components/task-table';
import { TaskToolbar } from './components/task-toolbar';
import { useTaskList } from './api/use-task-list';
import { TouchContext, touchClass } from '@/ui/touch';
import classes from './measuring.module.css';
import { useTaskActions } from './use-task-actions';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZES = [10, 25, 50, 100];

/** spec 3 §2 measuring task list (route /home/measuring-tasks), tablet-first, full screen. */
export function MeasuringTasksPage() {
  const { t, i18n } = useTranslation('measuring');
  const navigate = useNavigate();
  const online = useOnline();
  useSyncEngine(i18n.language);
  const qc = useQueryClient();
  // The search, type, page and size applied are in the address ("back" from a task finds them);
  // the search box's text is applied by its button.
  const list = useListParams({ size: TASK_LIST_PAGE_SIZE, sizes: PAGE_SIZES, filters: { type: '0' }, allowed: { type: ['0', ...ORDER_TYPES.map(String)] } });
  const { page, size } = list;
  const applied = list.keyword;
  const orderType = list.filters.type;
  const [keywords, setKeywords] = useState(applied);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<{ task: MeasuringTaskInfo | null } | null>(null);
  const [importing, setImporting] = useState<MeasuringTaskInfo | null>(null);
  const [exporting, setExporting] = useState<MeasuringTaskInfo | null>(null);
  const [cacheOpen, setCacheOpen] = useState(false);

  const { tasks, count, error, notOnDevice, loading } = useTaskList({ page, size, keywords: applied || undefined, order_type: Number(orderType) });

  // spec 3 §4: after any mutation the list resets to page 1, size 10.
  const afterMutation = () => {
    // One write: the router builds each address change from the address it last drew.
    list.setSize(TASK_LIST_PAGE_SIZE);
    setSelected(new Set());
    void qc.invalidateQueries({ queryKey: measuringKeys.all });
  };

  const selectedTasks = tasks.filter((x) => selected.has(x.id));
  const { blockedOffline, finish, remove } = useTaskActions({ online, selectedTasks, afterMutation });

  const applySearch = () => {
    if (blockedOffline('offline_search')) return;
    list.setKeyword(keywords.trim());
  };

  // A task with no one in it opens too: its people are added there, or imported.
  const openTask = (task: MeasuringTaskInfo) => {
    const q = new URLSearchParams({ id: String(task.id), client_id: String(task.client_id ?? ''), total: String(task.total), already: String(task.already), no: String(task.no), no_sleeve: String(task.no_sleeve), repair: String(task.repair) });
    navigate(`/home/measuringDetails?${q}`);
  };

  return (
    // Dialogs opened from here are finger-sized too.
    <TouchContext.Provider value={true}>
      <Box className={`${classes.screen} ${touchClass}`}>
        <Box className={classes.menu}>
          <MeasuringMenu onOpenCache={() => setCacheOpen(true)} />
        </Box>
        <Box className={classes.content} p="md">
          <Title order={2} size="h3" mb="sm">
            {t('ui.groupMeasuring')}
          </Title>
          <TaskToolbar
            keywords={keywords}
            onKeywords={setKeywords}
            onSearch={applySearch}
            orderType={orderType}
            onOrderType={(v) => !blockedOffline('offline_search') && list.setFilter('type', v)}
            onNew={() => !blockedOffline('ui.needsNetwork') && setForm({ task: null })}
            onEdit={() => {
              if (selectedTasks.length !== 1) return notify.warning(t('ui.selectExactlyOne'));
              if (!blockedOffline('ui.needsNetwork')) setForm({ task: selectedTasks[0]! });
            }}
            onDelete={remove}
            onCache={() => setCacheOpen(true)}
          />
          {error && online && (
            <Alert color="red" mb="sm">
              {t('ui.listFailed')}: {error.message}
            </Alert>
          )}
          <TaskTable
            tasks={tasks}
            first={(page - 1) * size + 1}
            selected={selected}
            onSelect={setSelected}
            paging={{
              page,
              pages: Math.ceil(count / size),
              onPage: list.setPage,
              disabled: !online,
              size: { value: size, options: PAGE_SIZES, label: t('ui.pageSize'), onChange: list.setSize },
            }}
            footer={notOnDevice || loading ? null : <Text size="sm">{t('ui.totalCount', { n: count })}</Text>}
            loading={loading}
            empty={notOnDevice ? t('common:mirror.notOnDevice') : t('ui.noTasks')}
            onOpen={openTask}
            onFinish={finish}
            onImport={(task) => !blockedOffline('offline_import') && setImporting(task)}
            onExport={(task) => !blockedOffline('offline_export') && setExporting(task)}
          />
        </Box>
        {form && <TaskFormDialog task={form.task} onClose={() => setForm(null)} onSaved={() => (setForm(null), afterMutation())} />}
        {importing && <ImportDialog task={importing} onClose={() => setImporting(null)} onImported={afterMutation} />}
        {exporting && <ExportDialog task={exporting} onClose={() => setExporting(null)} />}
        <CacheViewer opened={cacheOpen} onClose={() => setCacheOpen(false)} />
      </Box>
    </TouchContext.Provider>
  );
}
