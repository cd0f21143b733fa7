import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { PlausibilityWarning } from '@/domain/rules/plausibility';
import classes from '../measuring.module.css';

type PlausibilityWarningsProps = {
  warnings: readonly (PlausibilityWarning & { confirmed: boolean })[];
  disabled: boolean;
  onConfirm: () => void;
};

/**
 * What looks wrong in the person's measurements and why, as the measurer types. It never stops a
 * save: the measurer corrects the value or confirms the warnings as measured (已复核), which the
 * seller then sees beside them.
 */
export function PlausibilityWarnings({ warnings, disabled, onConfirm }: PlausibilityWarningsProps) {
  const { t } = useTranslation('measuring');
  // Once all are confirmed they fold to one line, leaving the form its room; a tap shows them.
  const [unfolded, setUnfolded] = useState(false);
  if (warnings.length === 0) return null;
  const open = warnings.filter((w) => !w.confirmed).length;
  if (!open && !unfolded) {
    return (
      <Alert color="teal" variant="light" p={0} px="xs" data-testid="plausibility-warnings">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} c="teal.8">
            {t('ui.warnings.reviewedCount', { count: warnings.length })}
          </Text>
          <Button variant="subtle" color="teal" onClick={() => setUnfolded(true)}>
            {t('ui.warnings.show')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color={open ? 'yellow' : 'teal'} variant="light" p="xs" className={classes.warnings} data-testid="plausibility-warnings" title={open ? t('ui.warnings.title', { count: open }) : t('ui.warnings.allReviewed')}>
      <List size="sm" spacing={2}>
        {warnings.map((w) => (
          <List.Item key={w.key} data-code={w.code}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text size="sm">{t(w.message.key, w.message.params ?? {})}</Text>
              {w.confirmed && (
                <Badge color="teal" variant="light" style={{ flex: 'none' }}>
                  {t('ui.warnings.reviewed')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {open > 0 && (
        <Button mt="xs" color="yellow" variant="filled" onClick={onConfirm} disabled={disabled}>
          {t('ui.warnings.confirm')}
        </Button>
      )}
    </Alert>
  );
}
