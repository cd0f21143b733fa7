import { useTouchClass } from '@/ui/touch';
import { getUserId } from '@/db/session';
import { PendingChanges } from '@/data/pending-changes';
import { textTargetClass } from '@/ui/touch';
import { useState } from 'react';
import { Badge, Box, Divider, Group, Modal, NavLink, NumberInput, Stack, Text, UnstyledButton } from '@mantine/core';
import { AppMark } from '@/ui/app-mark';
import { DialogActions } from '@/ui/dialog-actions';
import { notify } from '@/ui/notify';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { measuringApi } from '@/api/measuring';
import { failureText } from '@/api/api-error';
import { useProfile } from '@/data/profile';
import type { TaskCounts } from '@/domain/measuring/people-filter';
import { useOnline } from '@/sync/network';
import { measuringKeys } from '../api/measuring-keys';
import { saveStepSize, useStepSize } from '../api/use-step-size';

type MeasuringMenuProps = { counts?: TaskCounts; onOpenCache: () => void };

/** spec 3 §2 left menu: logo to home, measurer name, counters, links to tasks and basic settings. */
export function MeasuringMenu({ counts, onOpenCache }: MeasuringMenuProps) {
  const { t } = useTranslation('measuring');
  const navigate = useNavigate();
  const profile = useProfile();
  const online = useOnline();
  const user = useQuery({ queryKey: measuringKeys.user(), queryFn: () => measuringApi.getUser(), networkMode: 'online', retry: false, staleTime: 5 * 60_000 });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = user.data?.truename ?? profile?.truename ?? '';

  return (
    <Stack gap="xs" p="sm" h="100%" style={{ borderRight: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      {/* Its name starts with the words it shows, so a voice command saying them reaches it. */}
      <UnstyledButton onClick={() => navigate('/home')} aria-label={`${t('ui.title')} · ${t('ui.toHome')}`} className={textTargetClass}>
        <Group gap={6}>
          <AppMark size={28} />
          <Text fw={700}>{t('ui.title')}</Text>
        </Group>
      </UnstyledButton>
      <Text size="sm" c="dimmed">
        {t('ui.measurer')}: {name}
      </Text>
      {!online && (
        <Badge color="orange" variant="light">
          {t('ui.offline')}
        </Badge>
      )}
      <PendingChanges userId={getUserId()} fullWidth />
      {counts && (
        <Stack gap={4} aria-label={t('ui.counters')}>
          {(['total', 'no', ...(counts.partial > 0 ? (['partial'] as const) : []), 'already', 'no_sleeve', 'repair', ...(counts.conflicts > 0 ? (['conflicts'] as const) : [])] as const).map((k) => (
            <Group key={k} justify="space-between" gap={4} wrap="nowrap">
              <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                {t(`ui.count.${k}`)}
              </Text>
              <Badge variant="light" style={{ flexShrink: 0 }} color={k === 'no' ? 'orange' : k === 'partial' ? 'yellow' : k === 'already' ? 'teal' : k === 'conflicts' ? 'red' : 'gray'}>
                {counts[k]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
      <NavLink component={Link} to="/home/measuring-tasks" label={t('ui.tasks')} />
      <NavLink label={t('ui.baseSettings')} onClick={() => setSettingsOpen(true)} />
      <NavLink label={t('ui.cache.title')} onClick={onOpenCache} />
      <Box style={{ flex: 1 }} />
      <BaseSettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Stack>
  );
}

/**
 * The dialog stays mounted, so that on closing it gives the focus back to the menu entry that
 * opened it; its form is drawn afresh at each opening (a Modal's content unmounts while closed).
 */
function BaseSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const touch = useTouchClass();
  const { t } = useTranslation('measuring');
  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.baseSettings')} className={touch}>
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
