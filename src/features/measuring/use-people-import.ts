import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/sync/network';
import { measuringKeys } from './api/measuring-keys';

/**
 * The people import of a task's detail: its dialog opens online only (the sheet is read by the
 * server). The imported people come to this device as any other change does: the task catches up.
 */
export function usePeopleImport(refresh: () => unknown) {
  const { t } = useTranslation('measuring');
  const online = useOnline();
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  const open = () => {
    if (!online) return notify.warning(t('offline_import'));
    setImporting(true);
  };
  const imported = () => {
    void refresh();
    void qc.invalidateQueries({ queryKey: measuringKeys.all });
  };
  return { importing, open, close: () => setImporting(false), imported };
}
