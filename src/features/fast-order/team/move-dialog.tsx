import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { buildStaff, checkStaffSelection, staffStatus } from '@/domain/fast-order';
import { categoryName } from '@/ordering/api/use-fast-catalogue';
import { FormDialog } from '@/data/form-dialog';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff, TeamConfig } from '@/ordering/state/fast-order-state';

type MoveValues = { search: string; picked: string[] };

type MoveDialogProps = { index: CatalogueIndex; target: TeamConfig; opened: boolean; onClose: () => void; titleOf: (c: TeamConfig) => string };

/**
 * 调入员工 (spec 2 §2.7): staff of the other configurations, found by name and ticked, move into
 * this one. Their categories follow the target: kept where the category is in both, empty
 * otherwise, and the status is recomputed.
 */
export function MoveDialog({ index, target, opened, onClose, titleOf }: MoveDialogProps) {
  const { t, i18n } = useTranslation('ordering');
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const configTitle = (id: string) => {
    const c = state.team.configs.find((x) => x.id === id);
    return c ? titleOf(c) : '';
  };

  const confirm = async ({ picked }: MoveValues) => {
    const bad = checkStaffSelection(picked);
    if (bad) return warn(bad);
    for (const s of state.team.staffs.filter((x) => picked.includes(x.id))) {
      const category_array = target.category_array.map((c) => {
        const kept = s.category_array.find((x) => x.category_id === c.category_id);
        return (
          kept ?? {
            category_id: c.category_id,
            cate_name: categoryName(index, i18n.language, c.category_id),
            measuring_way: 0 as const,
            wearing_style: null,
            size: { size_shape_name: '', size_value: '', size_name: '', rows: [] },
          }
        );
      });
      const moved: Staff = { ...s, config_id: target.id, category_array };
      dispatch({ type: 'saveStaff', staff: { ...moved, status_id: staffStatus(index.snapshot, buildStaff(moved)) } });
    }
    onClose();
  };

  return (
    <FormDialog<MoveValues> opened={opened} onClose={onClose} title={t('team.moveStaff')} size="md" initialValues={{ search: '', picked: [] }} onSubmit={confirm} submitTestId="move-confirm">
      {(form) => {
        const { search, picked } = form.getValues();
        const others = state.team.staffs.filter((s) => s.config_id !== target.id && s.truename.includes(search.trim()));
        return (
          <>
            <TextInput placeholder={t('team.searchName')} aria-label={t('team.searchName')} {...form.getInputProps('search')} />
            <ScrollArea.Autosize mah={320}>
              <Stack gap={6} data-testid="move-list">
                {others.length === 0 && <Text c="dimmed">{t('team.noOtherStaff')}</Text>}
                {others.map((s) => (
                  <Checkbox
                    key={s.id}
                    label={`${s.truename} · ${configTitle(s.config_id)}`}
                    checked={picked.includes(s.id)}
                    onChange={(e) => form.setFieldValue('picked', e.currentTarget.checked ? [...picked, s.id] : picked.filter((x) => x !== s.id))}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        );
      }}
    </FormDialog>
  );
}
