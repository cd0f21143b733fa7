import { memo } from 'react';
import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { InfoIcon } from '../icons';
import { BodyFigure } from './body-figure';
import { MARKERS, type GuideKey } from './markers';

type MeasureGuideProps = {
  item: GuideKey;
  /** The item's name in the viewer's language, as its field is labelled. */
  name: string;
  /** compact: a strip beside the measuring panel's save button; full: the popover of an item's help button. */
  variant?: 'compact' | 'full';
};

/**
 * How one measurement is taken: the silhouette with the item marked, and one line. Nothing for an
 * item without a figure. It draws again only for another item: beside the measuring panel's Save,
 * the panel renders on every key typed.
 */
export const MeasureGuide = memo(function MeasureGuide({ item, name, variant = 'full' }: MeasureGuideProps) {
  const { t } = useTranslation('measure_guide');
  const marker = MARKERS.get(item);
  if (!marker) return null;
  const compact = variant === 'compact';
  return (
    <Group component="figure" m={0} gap="sm" wrap="nowrap" align={compact ? 'center' : 'flex-start'} data-guide={String(item)}>
      <BodyFigure marker={marker} height={compact ? 64 : 150} />
      <Stack component="figcaption" gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={compact ? 1 : undefined}>
          {t('title', { item: name })}
          <Text component="span" size="xs" c="dimmed" ml={6} fw={400}>
            {t(`view.${marker.view}`)}
          </Text>
        </Text>
        <Text size={compact ? 'xs' : 'sm'} lineClamp={compact ? 2 : undefined} data-testid="measure-guide-line">
          {t(`how.${item}`)}
        </Text>
      </Stack>
    </Group>
  );
});

/**
 * A field's help: a small button beside the item's name (44 px on touch screens) that opens the
 * figure and the line, where the field has room beside it (a table of items, one per row).
 */
export function MeasureGuideButton({ item, name }: { item: GuideKey; name: string }) {
  const { t } = useTranslation('measure_guide');
  if (!MARKERS.has(item)) return null;
  return (
    <Popover position="right-start" withArrow shadow="md" width={300}>
      <Popover.Target>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('title', { item: name })}>
          <InfoIcon size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <MeasureGuide item={item} name={name} />
      </Popover.Dropdown>
    </Popover>
  );
}
