import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import type { usePersonChanges } from '../api/use-person-changes';
import { AddEmployeeDialog, EditDepartmentDialog, OrderInfoDialog } from './person-dialogs';

/** The one dialog the measuring detail shows at a time, with what it was opened on. */
export type DetailsDialog = null | { kind: 'add' } | { kind: 'department'; company: string; department: string } | { kind: 'order'; repair: number; person: MeasuringPerson };

type DetailsDialogsProps = {
  dialog: DetailsDialog;
  onClose: () => void;
  task: MeasuringTaskInfo | undefined;
  catalogue: CatalogueSnapshot | null;
  /** The task's companies (its department tree), offered when adding a person. */
  departments: Map<string, unknown>;
  /** The company and department picked in the lists: a person added goes there by default. */
  company: string;
  department: string;
  /** A renamed department that was picked stays picked under its new name. */
  onDepartmentRenamed: (from: string, to: string) => void;
  changes: ReturnType<typeof usePersonChanges>;
};

/** The measuring detail's dialogs: add a person, rename a department, a person's order info. */
export function DetailsDialogs({ dialog, onClose, task, catalogue, departments, company, department, onDepartmentRenamed, changes }: DetailsDialogsProps) {
  if (dialog?.kind === 'add') {
    return <AddEmployeeDialog companies={[...departments.keys()]} defaultCompany={company} defaultDepartment={department} onClose={onClose} onAdd={changes.add} />;
  }
  if (dialog?.kind === 'department') {
    return (
      <EditDepartmentDialog
        current={dialog.department}
        onClose={onClose}
        onRename={async (name) => {
          const kept = await changes.renameDepartment({ company_name: dialog.company, old_department_name: dialog.department, department_name: name });
          if (kept) onDepartmentRenamed(dialog.department, name);
          return kept;
        }}
      />
    );
  }
  if (dialog?.kind === 'order' && task) {
    return <OrderInfoDialog task={task} catalogue={catalogue} person={dialog.person} repairStatusId={dialog.repair} onClose={onClose} onSave={changes.saveOrderInfo} />;
  }
  return null;
}
