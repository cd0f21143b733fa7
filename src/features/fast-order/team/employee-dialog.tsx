import { Divider, Group, Radio, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { FormDialog } from '@/data/form-dialog';
import { Required } from '@/ui/required-label';
import { notify } from '@/ui/notify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { applicableShapes, buildStaff, emptySizeRow, staffStatus, validateEmployee, MEASURE_TYPE, type MeasureType } from '@/domain/fast-order';
import type { StandardSize } from '@/domain/rules/standard-size';
import { rangePlaceholder } from '@/domain/rules/validation';
import { rulesWorker } from '../../../../workers/rules.client';
import { pickName, sizeGroupLabel } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { MeasureInput } from '@/data/measure-input';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff, TeamConfig } from '@/ordering/state/fast-order-state';
import { parseMeasure } from '@/ordering/state/to-domain';

type CategoryDraft = { way: 0 | MeasureType; wearing_style: number | null; values: Record<number, string>; size_value: string; size_name: string };
type Draft = {
  truename: string;
  gender_id: 1 | 2;
  department_name: string;
  height: string;
  weight: string;
  age: string;
  other_requirement: string;
  shapes: Record<number, number | null>;
  cats: Record<number, CategoryDraft>;
};

const text = (n: number | null) => (n === null ? '' : String(n));

function draftOf(staff: Staff | null, config: TeamConfig): Draft {
  const cats: Record<number, CategoryDraft> = {};
  for (const c of config.category_array) {
    const s = staff?.category_array.find((x) => x.category_id === c.category_id);
    const values: Record<number, string> = {};
    for (const r of s?.size.rows ?? []) values[r.body_item_id] = text(s!.measuring_way === MEASURE_TYPE.garment ? r.body_item_clothes_value : r.body_item_net_value);
    cats[c.category_id] = { way: s?.measuring_way ?? 0, wearing_style: s?.wearing_style ?? null, values, size_value: s?.size.size_value ?? '', size_name: s?.size.size_name ?? '' };
  }
  return {
    truename: staff?.truename ?? '',
    gender_id: staff?.gender_id ?? 1,
    department_name: staff?.department_name ?? '',
    height: text(staff?.height ?? null),
    weight: text(staff?.weight ?? null),
    age: text(staff?.age ?? null),
    other_requirement: staff?.other_requirement ?? '',
    shapes: Object.fromEntries((staff?.special_shape ?? []).map((s) => [s.id, s.shape_item])),
    cats,
  };
}

type EmployeeDialogProps = { index: CatalogueIndex; config: TeamConfig; staff: Staff | null; opened: boolean; onClose: () => void };

/** 添加员工 / 确认修改 (spec 2 §2.7 add tab): all fields, a measuring way per category, the measures it needs. */
export function EmployeeDialog({ index, config, staff, opened, onClose }: EmployeeDialogProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const lang = i18n.language;
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const ids = config.category_array.map((c) => c.category_id);
  const shapes = applicableShapes(index.snapshot, ids);

  const save = async (draft: Draft) => {
    const built: Staff = {
      id: staff?.id ?? crypto.randomUUID(),
      config_id: config.id,
      truename: draft.truename,
      gender_id: draft.gender_id,
      department_name: draft.department_name,
      height: parseMeasure(draft.height),
      weight: parseMeasure(draft.weight),
      age: parseMeasure(draft.age),
      special_shape: shapes.map((s) => ({ id: s.id, shape_name: pickName(lang, s.shape_name, s.name_en), shape_item: draft.shapes[s.id] ?? null })),
      category_array: config.category_array.map((c) => {
        const d = draft.cats[c.category_id]!;
        const cat = index.category.get(c.category_id);
        const rows = (index.itemsOfCategory.get(c.category_id) ?? []).flatMap((item) => {
          const v = parseMeasure(d.values[item.item_id]);
          if (v === null || d.way === 0 || d.way === MEASURE_TYPE.standard) return [];
          const row = emptySizeRow(item.item_id, index.bodyItemName.get(item.item_id)?.zh ?? '');
          return [d.way === MEASURE_TYPE.garment ? { ...row, body_item_clothes_value: v } : { ...row, body_item_net_value: v }];
        });
        return {
          category_id: c.category_id,
          cate_name: cat ? pickName(lang, cat.name, cat.name_en) : String(c.category_id),
          measuring_way: d.way,
          wearing_style: d.way === MEASURE_TYPE.net ? d.wearing_style : null,
          size: d.way === MEASURE_TYPE.standard ? { size_shape_name: d.size_value, size_value: d.size_value, size_name: d.size_name, rows: [] } : { size_shape_name: '', size_value: '', size_name: '', rows },
        };
      }),
      other_requirement: draft.other_requirement,
      status_id: 2,
    };
    const payload = buildStaff(built);
    const problem = validateEmployee(index.snapshot, { category_array: config.category_array.map((c) => ({ ...c, cate_name: '' })) }, payload);
    if (problem) return warn(problem);
    dispatch({ type: 'saveStaff', staff: { ...built, status_id: staffStatus(index.snapshot, payload) } });
    notify.success(t('fast_order:staff_added'), { autoClose: 2500 });
    onClose();
  };

  const catName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(lang, c.name, c.name_en) : String(id);
  };
  const editionOf = (id: number) => state.categories.find((c) => c.category_id === id)?.tech?.edition_id ?? undefined;

  return (
    <FormDialog<Draft>
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
        const setDraft = (next: Draft) => form.setValues(next);
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
          return (
            <div key={id} data-testid={`employee-category-${id}`}>
              <Divider my="xs" label={catName(id)} labelPosition="left" />
              <Group gap="md" align="flex-end" wrap="wrap">
                <div>
                  <Text size="sm" fw={500} mb={4}>
                    <Required>{t('team.measuringWay')}</Required>
                  </Text>
                  <SegmentedControl
                    size="xs"
                    value={String(d.way)}
                    onChange={(v) => setCat(id, { way: Number(v) as MeasureType })}
                    data={[
                      { value: '0', label: t('choose'), disabled: true },
                      { value: '1', label: t('team.way.1') },
                      { value: '2', label: t('team.way.2') },
                      { value: '3', label: t('team.way.3') },
                    ]}
                    data-testid={`employee-way-${id}`}
                  />
                </div>
                {d.way === MEASURE_TYPE.net && (
                  <Select
                    size="xs"
                    w={160}
                    label={t('wearingStyle')}
                    placeholder={t('choose')}
                    data={index.snapshot.wearing_styles.map((w) => ({ value: String(w.id), label: pickName(lang, w.name, w.name_en) }))}
                    value={d.wearing_style ? String(d.wearing_style) : null}
                    onChange={(v) => setCat(id, { wearing_style: v ? Number(v) : null })}
                  />
                )}
                {d.way === MEASURE_TYPE.standard && (
                  <StaffSizeSelect categoryId={id} genderId={draft.gender_id} editionId={editionOf(id)} value={d.size_value} onChange={(size_value, size_name) => setCat(id, { size_value, size_name })} />
                )}
              </Group>
              {(d.way === MEASURE_TYPE.net || d.way === MEASURE_TYPE.garment) && (
                <Table withTableBorder verticalSpacing={2} fz="xs" mt="xs">
                  <Table.Tbody>
                    {chunk(index.itemsOfCategory.get(id) ?? [], 2).map((pair, i) => (
                      <Table.Tr key={i}>
                        {pair.map((item) => {
                          const n = index.bodyItemName.get(item.item_id);
                          return [
                            <Table.Td key={`n${item.item_id}`}>
                              {item.is_required ? (
                                <Text component="span" c="red" mr={2}>
                                  *
                                </Text>
                              ) : null}
                              {n ? pickName(lang, n.zh, n.en) : item.item_id}
                            </Table.Td>,
                            <Table.Td key={`v${item.item_id}`}>
                              <MeasureInput
                                categoryId={id}
                                itemId={item.item_id}
                                checkRange={d.way === MEASURE_TYPE.net}
                                value={d.values[item.item_id] ?? ''}
                                placeholder={d.way === MEASURE_TYPE.net ? rangePlaceholder(item) : ''}
                                onChange={(value) => setCat(id, { values: { ...d.values, [item.item_id]: value } })}
                                testId={`employee-value-${id}-${item.item_id}`}
                              />
                            </Table.Td>,
                          ];
                        })}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </div>
          );
        })}
        <TextInput label={t('user.user_remark')} value={draft.other_requirement} maxLength={1000} onChange={(e) => setDraft({ ...draft, other_requirement: e.currentTarget.value })} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type StaffSizeSelectProps = { categoryId: number; genderId: number; editionId: number | undefined; value: string; onChange: (value: string, sizeName: string) => void };

/** A standard size of the category's chart (default group 工厂码), from the rules worker. */
function StaffSizeSelect({ categoryId, genderId, editionId, value, onChange }: StaffSizeSelectProps) {
  const { t } = useTranslation('fast_purchase');
  const [sizes, setSizes] = useState<StandardSize[]>([]);
  useEffect(() => {
    let live = true;
    void rulesWorker()
      .standardSizes(categoryId, genderId, editionId)
      .then((list) => live && setSizes(list));
    return () => {
      live = false;
    };
  }, [categoryId, genderId, editionId]);
  return (
    <Select
      size="xs"
      w={180}
      searchable
      label={`${t('sizeValue')} · ${sizeGroupLabel(t, sizes[0]?.size_name)}`}
      placeholder={t('choose')}
      data={sizes.map((s) => s.size_value)}
      value={value || null}
      onChange={(v) => onChange(v ?? '', sizes.find((s) => s.size_value === v)?.size_name ?? '')}
      maxDropdownHeight={260}
      data-testid={`employee-size-${categoryId}`}
    />
  );
}
