import { useTouchClass } from '@/ui/touch';
import { useOpenedAfterMount } from '@/ui/use-opened-after-mount';
import { Group, Modal, Select, Stack, Text } from '@mantine/core';
import { FormDialog } from '@/data/form-dialog';
import { ImportButton } from '@/data/import-button';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import { downloadExport, measuringApi } from '@/api/measuring';
import { getToken } from '@/db/session';
import type { ExportParams } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { CompanyPeople } from './company-people';
import { DayField } from '@/ui/day-field';

/** Import of the member list (spec 3 §5): .xls/.xlsx only, online only; shows the server's per-row errors. */
export function ImportDialog({ task, onClose, onImported }: { task: MeasuringTaskInfo; onClose: () => void; onImported: () => void }) {
  const touch = useTouchClass();
  const { t } = useTranslation('measuring');
  // Drawn only while open: opened a commit later, and the focus goes back to the import button on closing.
  const drawnOpen = useOpenedAfterMount(true);
  return (
    <Modal opened={drawnOpen} onClose={onClose} title={`${t('ui.import')} · ${task.name}`} className={touch}>
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
        <CompanyPeople task={task} onImported={onImported} />
      </Stack>
    </Modal>
  );
}

/**
 * Export of measurements (spec 3 §7): status filter (default measured) and a range of save dates,
 * checked as the server checks it; online only.
 */
export function ExportDialog({ task, onClose }: { task: MeasuringTaskInfo; onClose: () => void }) {
  const { t, i18n } = useTranslation('measuring');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`${t('ui.export')} · ${task.name}`}
      initialValues={{ status: '2', start: '', end: '' }}
      validate={(v) => (v.start && v.end && v.end < v.start ? { end: t('end_before_start') } : {})}
      needsNetwork={t('offline_export')}
      submitLabel={t('ui.export')}
      onSubmit={async (v) => {
        // Days and save times in the viewer's zone, as the screens show them.
        const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const params: ExportParams = { task_id: task.id, measuring_status_id: Number(v.status), start_time: v.start, end_time: v.end, tz };
        await downloadExport(params, getToken() ?? '', i18n.language);
        onClose();
      }}
    >
      {(form) => (
        <>
          <Select label={t('ui.exportStatus')} data={['0', '1', '2', '4'].map((v) => ({ value: v, label: t(`ui.filter.${v}`) }))} allowDeselect={false} {...form.getInputProps('status')} />
          <Group grow align="flex-start">
            <DayField label={t('ui.startDate')} testId="members-start" {...form.getInputProps('start')} />
            <DayField label={t('ui.endDate')} testId="members-end" {...form.getInputProps('end')} />
          </Group>
        </>
      )}
    </FormDialog>
  );
}
