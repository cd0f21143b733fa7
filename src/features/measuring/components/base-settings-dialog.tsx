import { useState } from 'react';
import { Box, Modal, NumberInput } from '@mantine/core';
import { failureText } from '@/api/api-error';
import { DialogActions } from '@/ui/dialog-actions';
import { useTranslation } from '@/ui/i18n';
import { notify } from '@/ui/notify';
import { useTouchClass } from '@/ui/touch';
import { useOpenedAfterMount } from '@/ui/use-opened-after-mount';
import { useOnline } from '@/sync/network';
import { saveStepSize, useStepSize } from '../api/use-step-size';

/**
 * The measurer's basic settings (the step of the number fields' chevrons), opened from the menu. Once
 * opened the dialog stays mounted, so that on closing it gives the focus back to the menu entry that
 * opened it; its form is drawn afresh at each opening (a Modal's content unmounts while closed).
 */
export function BaseSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const touch = useTouchClass();
  // Drawn open the first time (its code came when first opened): opened a commit later (the focus goes back on closing).
  const drawnOpen = useOpenedAfterMount(opened);
  const { t } = useTranslation('measuring');
  return (
    <Modal opened={drawnOpen} onClose={onClose} title={t('ui.baseSettings')} className={touch}>
      <BaseSettingsForm onClose={onClose} />
    </Modal>
  );
}

function BaseSettingsForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('measuring');
  const online = useOnline();
  const current = useStepSize();
  const [value, setValue] = useState<number | string>(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (value === '' || value === null) return setError(t('ui.stepRequired'));
    if (!online) return notify.warning(t('ui.needsNetwork'));
    setSaving(true);
    try {
      await saveStepSize(Number(value));
      notify.success(t('setting_saved'));
      onClose();
    } catch (err) {
      setError(failureText(err, t('ui.needsNetwork')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <NumberInput
        label={t('ui.stepSize')}
        suffix=" cm"
        min={0.1}
        max={10}
        step={0.1}
        decimalScale={1}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        error={error}
      />
      <Box mt="md">
        <DialogActions onCancel={onClose} cancelLabel={t('ui.cancel')} onConfirm={() => void save()} confirmLabel={t('ui.save')} loading={saving} />
      </Box>
    </>
  );
}
