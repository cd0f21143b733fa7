import { memo } from 'react';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import classes from '../measuring.module.css';

type DepartmentsPanelProps = {
  /** company -> department -> head count */
  tree: Map<string, Map<string, number>>;
  company: string;
  department: string;
  onPick: (company: string, department: string) => void;
  onEdit: (company: string, department: string) => void;
  onCollapse: () => void;
};

/**
 * spec 3 §2 left panel of measuring detail: companies and departments (collapsible). Plain
 * buttons rather than NavLinks: a task may have hundreds of departments and this panel must
 * re-render cheaply when the filter changes.
 */
export const DepartmentsPanel = memo(function DepartmentsPanel({ tree, company, department, onPick, onEdit, onCollapse }: DepartmentsPanelProps) {
  const { t } = useTranslation('measuring');
  return (
    <Paper withBorder className={classes.departments} p={4}>
      <Group justify="space-between" px={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('ui.companies')}
        </Text>
        <ActionIcon size="sm" variant="subtle" onClick={onCollapse} aria-label={t('ui.collapse')}>
          ‹
        </ActionIcon>
      </Group>
      <button type="button" className={classes.treeItem} data-active={!company || undefined} aria-pressed={!company} onClick={() => onPick('', '')}>
        {t('ui.allPeople')}
      </button>
      {[...tree.entries()].map(([c, deps]) => (
        <div key={c}>
          <button type="button" className={classes.treeCompany} data-active={(company === c && !department) || undefined} aria-pressed={company === c && !department} onClick={() => onPick(c, '')}>
            {c || '—'}
          </button>
          {[...deps.entries()].map(([d, n]) => (
            <div key={d} className={classes.treeRow}>
              <button type="button" className={classes.treeItem} data-active={(company === c && department === d) || undefined} aria-pressed={company === c && department === d} onClick={() => onPick(c, d)}>
                {d || '—'} ({n})
              </button>
              <button type="button" className={classes.treeEdit} aria-label={`${t('ui.editDepartment')} ${d}`} onClick={() => onEdit(c, d)}>
                ✎
              </button>
            </div>
          ))}
        </div>
      ))}
    </Paper>
  );
});
