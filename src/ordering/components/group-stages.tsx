/** A group order's stages: the bar on its own screen, and its timeline there and on the order it became. */
import { Paper, Stepper, Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { STAGES, type Move } from '@/domain/group-buy/contract';
import { localDateTime } from '@/ui/time';

/** The five stages with the current one active and the earlier ones done (6: all done, in the cart). */
export function StageBar({ stage }: { stage: number }) {
  const { t } = useTranslation('group_buy');
  return (
    <Stepper active={stage - 1} size="sm" allowNextStepsSelect={false} data-testid="group-stage-bar" data-stage={stage}>
      {STAGES.map((s) => (
        <Stepper.Step key={s} label={t(`stages.${s}`)} />
      ))}
    </Stepper>
  );
}

/** Who moved the order and when, like the order detail's timeline. */
export function StageTimeline({ moves, bare = false }: { moves: readonly Move[]; bare?: boolean }) {
  const { t } = useTranslation('group_buy');
  if (moves.length === 0) return null;
  const timeline = (
      <Timeline active={moves.length - 1} bulletSize={14} lineWidth={2} data-testid="group-timeline">
        {moves.map((m, i) => (
          <Timeline.Item key={i} title={`${t(`actions.${m.action}`)} · ${t(`stages.${m.to_stage}`)}`}>
            <Text size="xs" c="dimmed">
              {m.by} · {localDateTime(m.create_time)}
            </Text>
            {m.note && (
              <Text size="sm" data-testid="move-note">
                {m.action === 'return' ? t('review.returned_with', { reason: m.note }) : m.action === 'sizes' ? `${t('check.persons')}: ${m.note}` : m.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
  );
  // Inside another section (the order detail) the timeline goes without its own frame.
  if (bare) return timeline;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="sm">
        {t('timeline')}
      </Text>
      {timeline}
    </Paper>
  );
}
