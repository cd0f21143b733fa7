import { Box, Badge, Button, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { categoryName } from '@/ordering/api/use-fast-catalogue';
import { TabCloseButton } from '@/ordering/components/tab-close-button';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { TeamConfig } from '@/ordering/state/fast-order-state';
import { ConfigDialog } from './config-dialog';
import { StaffList } from './staff-list';
import { TeamUpload } from './team-upload';

type TeamSectionProps = { index: CatalogueIndex };

/** Team order (order type 2): configuration tabs, each with its employees, the Excel path, and the company info (spec 2 §2.1, §2.7). */
export function TeamSection({ index }: TeamSectionProps) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const [configOpen, setConfigOpen] = useState(false);
  const configs = state.team.configs;
  const active = configs.find((c) => c.id === state.team.activeConfig) ?? configs[0] ?? null;
  const titleOf = (c: TeamConfig) =>
    c.category_array
      .map((x) => `${categoryName(index, i18n.language, x.category_id)}×${x.quantity}`)
      .join(', ');

  const removeConfig = (c: TeamConfig) =>
    confirmAction({
      title: t('team.removeConfig'),
      message: t('removeCategoryConfirm'),
      danger: true,
      cancelled: t('deleteCancelled'),
      onConfirm: () => dispatch({ type: 'removeConfig', id: c.id }),
    });

  return (
    <>
      <Paper withBorder p="md" radius="md" data-testid="team-section">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h4">{t('team.configs')}</Title>
          <Group gap="xs">
            {active && (
              // The keyboard's way to remove the configuration shown (the tab's close mark is the pointer's).
              <Button size="xs" variant="subtle" color="red" onClick={() => removeConfig(active)} data-testid="remove-config">
                {t('team.removeConfig')}
              </Button>
            )}
            <Button size="xs" onClick={() => setConfigOpen(true)} data-testid="add-config">
              {t('team.addConfig')}
            </Button>
          </Group>
        </Group>
        {/* A line of its own: a refused sheet lists its rows here at full width. */}
        <Box mb="sm">
          <TeamUpload index={index} />
        </Box>
        {configs.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('team.noConfig')}
          </Text>
        ) : (
          <Tabs value={active?.id ?? null} onChange={(v) => v && dispatch({ type: 'setActiveConfig', id: v })} keepMounted={false}>
            <Tabs.List>
              {configs.map((c, i) => (
                <Tabs.Tab key={c.id} value={c.id} data-testid={`config-tab-${i}`}>
                  <Group gap={4} wrap="nowrap">
                    {titleOf(c)}
                    <Badge size="xs" variant="light">
                      {state.team.staffs.filter((s) => s.config_id === c.id).length}
                    </Badge>
                    <TabCloseButton label={t('team.removeConfig')} onClose={() => removeConfig(c)} />
                  </Group>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {configs.map((c) => (
              <Tabs.Panel key={c.id} value={c.id} pt="sm">
                <StaffList index={index} config={c} titleOf={titleOf} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Paper>
      <ConfigDialog index={index} opened={configOpen} onClose={() => setConfigOpen(false)} />
    </>
  );
}
