import { SUB_ACCOUNT_STATUS } from '@/domain/account/sub-accounts';
import { AccountStatusBadge } from './account-cells';
import { AccountRowActions, type AccountRowActionsProps } from './account-row-actions';
import type { Column } from './data-table';
import { localDateTime } from './time';

type AccountRow = { status_id: number; create_time: string };

type AccountColumnsOptions<T> = {
  headers: { status: string; created: string };
  /** The status in the list's own words (a shop is locked, a staff login disabled). */
  statusLabel: (statusId: number) => string;
  /** The actions' words; `menu` also heads the actions column. */
  labels: AccountRowActionsProps['labels'];
  testIds: AccountRowActionsProps['testIds'];
  onEdit: (row: T) => void;
  onEnable: (row: T) => unknown;
  onDisable: (row: T) => unknown;
  /** Runs once the deletion is confirmed. */
  onDelete: (row: T) => unknown;
};

/**
 * The columns every list of accounts a business made ends with (shops, staff; spec 3 §2): the
 * status, when the account was made (folded into the row's detail on a tablet), and the row's
 * actions, whose toggle follows the status. One table, so both lists read and act alike.
 */
export function accountColumns<T extends AccountRow>({ headers, statusLabel, labels, testIds, onEdit, onEnable, onDisable, onDelete }: AccountColumnsOptions<T>): Column<T>[] {
  return [
    { key: 'status', header: headers.status, cell: (a) => <AccountStatusBadge statusId={a.status_id} label={statusLabel(a.status_id)} /> },
    { key: 'time', header: headers.created, cell: (a) => localDateTime(a.create_time), nowrap: true, fold: true },
    {
      key: 'actions',
      header: labels.menu,
      nowrap: true,
      cell: (a) => (
        <AccountRowActions
          enabled={a.status_id === SUB_ACCOUNT_STATUS.enabled}
          onEdit={() => onEdit(a)}
          onEnable={() => onEnable(a)}
          onDisable={() => onDisable(a)}
          onDelete={() => onDelete(a)}
          labels={labels}
          testIds={testIds}
        />
      ),
    },
  ];
}
