import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { ImportButton } from '@/ui/import-button';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import { downloadExport, measuringApi } from '@/api/measuring';
import { getToken } from '@/db/session';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { useOnline } from '@/sync/network';

/** Import of the member list (spec 3 §5): .xls/.xlsx only, online only; shows the server's per-row errors. */
export function ImportDialog({ task, onClose, onImported }: { task: MeasuringTaskInfo; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation('measuring');
  return (
    <Modal opened onClose={onClose} title={`${t('ui.import')} · ${task.name}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('ui.importHint')}
        </Text>
        <ImportButton
          label={t('ui.chooseFile')}
          extensions={['xls', 'xlsx']}
          wrongType={t('ui.onlyExcel')}
          offline={t('offline_import')}
          failed={t('ui.uploadMembersFailed')}
          variant="filled"
          upload={(file) => measuringApi.importPeople(task.id, file, crypto.randomUUID())}
          onImported={(r) => {
            notify.success(`${t('imported')} (${r.imported})`);
            onImported();
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}

/** Export of measurements (spec 3 §7): status filter (default measured) and a date range; online only. */
export function ExportDialog({ task, onClose }: { task: MeasuringTaskInfo; onClose: () => void }) {
  const { t, i18n } = useTranslation('measuring');
  const online = useOnline();
  const [status, setStatus] = useState('2');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!online) return notify.warning(t('offline_export'));
    setBusy(true);
    try {
      await downloadExport({ task_id: task.id, measuring_status_id: Number(status), start_time: start, end_time: end }, getToken() ?? '', i18n.language);
      onClose();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`${t('ui.export')} · ${task.name}`}>
      <Stack>
        <Select
          label={t('ui.exportStatus')}
          data={['0', '1', '2', '4'].map((v) => ({ value: v, label: t(`ui.filter.${v}`) }))}
          value={status}
          onChange={(v) => setStatus(v ?? '2')}
        />
        <Group grow>
          <TextInput type="date" label={t('ui.startDate')} value={start} onChange={(e) => setStart(e.currentTarget.value)} />
          <TextInput type="date" label={t('ui.endDate')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={() => void run()} loading={busy}>
            {t('ui.export')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
