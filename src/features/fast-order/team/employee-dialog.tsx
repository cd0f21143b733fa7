import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormDialog } from '@/data/form-dialog';
import { Required } from '@/ui/required-label';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { applicableShapes, buildStaff, staffStatus, validateEmployee } from '@/domain/fast-order';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff, TeamConfig } from '@/ordering/state/fast-order-state';
import { EmployeeCategoryFields } from './employee-category-fields';
import { draftOf, staffOfDraft, type CategoryDraft, type EmployeeDraft } from './employee-draft';

type EmployeeDialogProps = { index: CatalogueIndex; config: TeamConfig; staff: Staff | null; opened: boolean; onClose: () => void };

/** 添加员工 / 确认修改 (spec 2 §2.7 add tab): all fields, a measuring way per category, the measures it needs. */
export function EmployeeDialog({ index, config, staff, opened, onClose }: EmployeeDialogProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const ids = config.category_array.map((c) => c.category_id);
  const shapes = applicableShapes(index.snapshot, ids);

  const save = async (draft: EmployeeDraft) => {
    const built = staffOfDraft(draft, { staff, config, index, lang });
    const payload = buildStaff(built);
    const problem = validateEmployee(index.snapshot, { category_array: config.category_array.map((c) => ({ ...c, cate_name: '' })) }, payload);
    if (problem) return warn(problem);
    dispatch({ type: 'saveStaff', staff: { ...built, status_id: staffStatus(index.snapshot, payload) } });
    notify.success(t('fast_order:staff_added'), { autoClose: 2500 });
    onClose();
  };

  const editionOf = (id: number) => state.categories.find((c) => c.category_id === id)?.tech?.edition_id ?? undefined;

  return (
    <FormDialog<EmployeeDraft>
      opened={opened}
      onClose={onClose}
      title={staff ? t('team.editEmployee') : t('team.addEmployee')}
      size="xl"
      // The body mounts afresh on every opening, so this is the employee as they are now.
      initialValues={draftOf(staff, config)}
      onSubmit={save}
      submitLabel={staff ? t('team.confirmEdit') : t('team.addEmployee')}
      submitTestId="employee-save"
    >
      {(form) => {
        const draft = form.getValues();
        const setDraft = (next: EmployeeDraft) => form.setValues(next);
        const setCat = (id: number, patch: Partial<CategoryDraft>) => form.setFieldValue(`cats.${id}`, { ...draft.cats[id]!, ...patch });
        return (
          <Stack gap="sm" data-testid="employee-dialog">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <TextInput
            label={<Required>{t('team.truename')}</Required>}
            value={draft.truename}
            maxLength={64}
            onChange={(e) => setDraft({ ...draft, truename: e.currentTarget.value })}
            data-testid="employee-name"
          />
          <Radio.Group label={t('user.user_sex')} value={String(draft.gender_id)} onChange={(v) => setDraft({ ...draft, gender_id: v === '2' ? 2 : 1 })}>
            <Group gap="md" mt={8}>
              <Radio value="1" label={t('sex.1')} />
              <Radio value="2" label={t('sex.2')} />
            </Group>
          </Radio.Group>
          <TextInput label={t('team.department')} value={draft.department_name} maxLength={64} onChange={(e) => setDraft({ ...draft, department_name: e.currentTarget.value })} />
          <TextInput label={t('user.user_height')} inputMode="decimal" maxLength={5} value={draft.height} onChange={(e) => setDraft({ ...draft, height: e.currentTarget.value.replace(/[^\d.]/g, '') })} />
          <TextInput label={t('user.user_weight')} inputMode="decimal" maxLength={5} value={draft.weight} onChange={(e) => setDraft({ ...draft, weight: e.currentTarget.value.replace(/[^\d.]/g, '') })} />
          <TextInput label={t('team.age')} inputMode="numeric" maxLength={3} value={draft.age} onChange={(e) => setDraft({ ...draft, age: e.currentTarget.value.replace(/\D/g, '') })} />
          {shapes.map((s) => (
            <Select
              key={s.id}
              label={pickName(lang, s.shape_name, s.name_en)}
              placeholder={t('choose')}
              clearable
              data={s.items.map((l) => ({ value: String(l.id), label: pickName(lang, l.name, l.name_en) }))}
              value={draft.shapes[s.id] ? String(draft.shapes[s.id]) : null}
              onChange={(v) => setDraft({ ...draft, shapes: { ...draft.shapes, [s.id]: v ? Number(v) : null } })}
            />
          ))}
        </SimpleGrid>
        {ids.map((id) => {
          const d = draft.cats[id];
          if (!d) return null;
          return <EmployeeCategoryFields key={id} index={index} id={id} draft={d} genderId={draft.gender_id} editionId={editionOf(id)} onChange={(patch) => setCat(id, patch)} />;
        })}
        <TextInput label={t('user.user_remark')} value={draft.other_requirement} maxLength={1000} onChange={(e) => setDraft({ ...draft, other_requirement: e.currentTarget.value })} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
