import { Button, Group } from '@mantine/core';
import { confirmAction } from './confirm';

type AccountRowActionsProps = {
  /** Whether the account may sign in now: the toggle offers to turn it off, else on. */
  enabled: boolean;
  onEdit: () => void;
  onEnable: () => unknown;
  onDisable: () => unknown;
  /** Runs once the deletion is confirmed. */
  onDelete: () => unknown;
  labels: { edit: string; enable: string; disable: string; delete: string; confirmDelete: string; deleteCancelled?: string };
  testIds: { edit: string; enable: string; disable: string; delete: string };
};

/**
 * The actions of a row of accounts a business made (shops, staff; spec 3 §2): edit, the
 * enable/disable toggle (the row calls disable when enabled, otherwise enable, §4), and delete
 * after a confirmation.
 */
export function AccountRowActions({ enabled, onEdit, onEnable, onDisable, onDelete, labels, testIds }: AccountRowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={onEdit} data-testid={testIds.edit}>
        {labels.edit}
      </Button>
      {enabled ? (
        <Button size="compact-sm" variant="subtle" color="orange" onClick={() => void onDisable()} data-testid={testIds.disable}>
          {labels.disable}
        </Button>
      ) : (
        <Button size="compact-sm" variant="subtle" onClick={() => void onEnable()} data-testid={testIds.enable}>
          {labels.enable}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => confirmAction({ title: labels.delete, message: labels.confirmDelete, danger: true, cancelled: labels.deleteCancelled, onConfirm: onDelete })}
        data-testid={testIds.delete}
      >
        {labels.delete}
      </Button>
    </Group>
  );
}
