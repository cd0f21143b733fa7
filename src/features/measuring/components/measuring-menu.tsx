import { getUserId } from '@/db/session';
import { PendingChanges } from '@/data/pending-changes';
import { textTargetClass } from '@/ui/touch';
import { useState } from 'react';
import { Badge, Box, Divider, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { AppMark } from '@/ui/app-mark';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { measuringApi } from '@/api/measuring';
import { useProfile } from '@/data/profile';
import type { TaskCounts } from '@/domain/measuring/people-filter';
import { useOnline } from '@/sync/network';
import { measuringKeys } from '../api/measuring-keys';
import { lazyPart } from '@/ui/lazy-part';

// Opened from the menu, not drawn with it: the dialog's code (a modal and a number field) is not among
// the files a task's screen waits for. Once opened it stays mounted, so closing gives the focus back.
const BaseSettingsDialog = lazyPart(() => import('./base-settings-dialog').then((m) => m.BaseSettingsDialog));

type MeasuringMenuProps = { counts?: TaskCounts; onOpenCache: () => void };

/** spec 3 §2 left menu: logo to home, measurer name, counters, links to tasks and basic settings. */
export function MeasuringMenu({ counts, onOpenCache }: MeasuringMenuProps) {
  const { t } = useTranslation('measuring');
  const navigate = useNavigate();
  const profile = useProfile();
  const online = useOnline();
  const user = useQuery({ queryKey: measuringKeys.user(), queryFn: () => measuringApi.getUser(), networkMode: 'online', retry: false, staleTime: 5 * 60_000 });
  const [settings, setSettings] = useState<'unopened' | 'open' | 'closed'>('unopened');
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
      <NavLink label={t('ui.baseSettings')} onClick={() => setSettings('open')} />
      <NavLink label={t('ui.cache.title')} onClick={onOpenCache} />
      <Box style={{ flex: 1 }} />
      {settings !== 'unopened' && <BaseSettingsDialog opened={settings === 'open'} onClose={() => setSettings('closed')} />}
    </Stack>
  );
}
