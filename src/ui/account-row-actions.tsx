import { confirmAction } from './confirm';
import { RowActions } from './row-actions';

export type AccountRowActionsProps = {
  /** Whether the account may sign in now: the toggle offers to turn it off, else on. */
  enabled: boolean;
  onEdit: () => void;
  onEnable: () => unknown;
  onDisable: () => unknown;
  /** Runs once the deletion is confirmed. */
  onDelete: () => unknown;
  /** `menu` names the actions' menu on a folded table (the actions column's header). */
  labels: { menu: string; edit: string; enable: string; disable: string; delete: string; confirmDelete: string; deleteCancelled?: string };
  testIds: { edit: string; enable: string; disable: string; delete: string };
};

/**
 * The actions of a row of accounts a business made (shops, staff; spec 3 §2): edit, the
 * enable/disable toggle (the row calls disable when enabled, otherwise enable, §4), and delete
 * after a confirmation.
 */
export function AccountRowActions({ enabled, onEdit, onEnable, onDisable, onDelete, labels, testIds }: AccountRowActionsProps) {
  return (
    <RowActions
      label={labels.menu}
      actions={[
        { key: 'edit', label: labels.edit, onClick: onEdit, testId: testIds.edit },
        enabled
          ? { key: 'disable', label: labels.disable, color: 'orange', onClick: () => void onDisable(), testId: testIds.disable }
          : { key: 'enable', label: labels.enable, onClick: () => void onEnable(), testId: testIds.enable },
        {
          key: 'delete',
          label: labels.delete,
          color: 'red',
          onClick: () => confirmAction({ title: labels.delete, message: labels.confirmDelete, danger: true, cancelled: labels.deleteCancelled, onConfirm: onDelete }),
          testId: testIds.delete,
        },
      ]}
    />
  );
}
