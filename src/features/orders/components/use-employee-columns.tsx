import { Anchor } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { configurationText, type EmployeeRecord } from '@/domain/orders/wire';
import { confirmAction } from '@/ui/confirm';
import type { Columns } from '@/ui/data-table';
import { RowActions } from '@/ui/row-actions';

type EmployeeColumnsArgs = {
  /** Modify and delete only while the order is in the cart. */
  editable: boolean;
  onDetail: (e: EmployeeRecord) => void;
  onEdit: (e: EmployeeRecord) => void;
  /** Called once the deletion is confirmed. */
  onDelete: (e: EmployeeRecord) => void;
};

/** The employee table's columns: name (opens the detail), body data, department, configuration, and the row actions. */
export function useEmployeeColumns({ editable, onDetail, onEdit, onDelete }: EmployeeColumnsArgs): Columns<EmployeeRecord> {
  const { t } = useTranslation('orders');
  return [
    {
      key: 'name',
      header: t('employees.name'),
      cell: (e) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onDetail(e)}>
          {e.user_info.truename}
        </Anchor>
      ),
    },
    { key: 'gender', header: t('employees.gender'), cell: (e) => (e.user_info.gender_id === 1 ? t('detail.male') : t('detail.female')) },
    { key: 'height', header: t('employees.height'), cell: (e) => e.user_info.height ?? '—' },
    { key: 'weight', header: t('employees.weight'), cell: (e) => e.user_info.weight ?? '—' },
    { key: 'department', header: t('employees.department'), cell: (e) => e.user_info.department_name || '—' },
    { key: 'configuration', header: t('employees.configuration'), cell: (e) => configurationText(e.measuring_info) },
    editable && {
      key: 'actions',
      header: t('employees.actions'),
      cell: (e) => (
        <RowActions
          label={t('employees.actions')}
          size="compact-xs"
          actions={[
            { key: 'modify', label: t('employees.modify'), onClick: () => onEdit(e) },
            {
              key: 'delete',
              label: t('employees.delete'),
              color: 'red',
              onClick: () =>
                confirmAction({
                  title: t('employees.delete'),
                  message: t('employees.deleteConfirm', { name: e.user_info.truename }),
                  confirmLabel: t('employees.delete'),
                  danger: true,
                  cancelled: t('cancelled'),
                  onConfirm: () => onDelete(e),
                }),
            },
          ]}
        />
      ),
    },
  ];
}
