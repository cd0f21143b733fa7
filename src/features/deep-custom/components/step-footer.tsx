import { Button, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { useDeepDraft } from '../state/deep-context';
import classes from './step-footer.module.css';

type StepFooterProps = {
  onPrevious?: () => void;
  onNext: () => void;
  nextLabel?: string;
  /** While a technique's details wait for confirmation (spec 2 §4), previous and next are disabled. */
  disabled?: boolean;
  loading?: boolean;
  /** Left of the buttons (e.g. the price). */
  children?: ReactNode;
};

/** Previous and Next of a step, kept in view at the bottom, so a tablet never scrolls to reach them. */
export function StepFooter({ onPrevious, onNext, nextLabel, disabled = false, loading = false, children }: StepFooterProps) {
  const { t } = useTranslation('deep');
  // Next reads the draft as it stands: a choice the rules worker is still applying would be left out.
  const { work } = useDeepDraft();
  return (
    <Paper withBorder p="sm" radius="md" className={classes.footer}>
      <Group justify="space-between" wrap="nowrap">
        <div>{children}</div>
        <Group gap="sm" wrap="nowrap">
          {onPrevious && (
            <Button size="md" variant="default" onClick={onPrevious} disabled={disabled} data-testid="deep-prev">
              {t('prev')}
            </Button>
          )}
          <Button size="md" color="red" onClick={onNext} disabled={disabled} loading={loading || work.pending} data-testid="deep-next">
            {nextLabel ?? t('next')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
