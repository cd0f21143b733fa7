import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskPersonMirror } from '@/db/db';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { REPAIR_STATUS, SPECIAL_SHAPE_LEVELS, WEARING_STYLES } from '@/domain/measuring/constants';
import { MEASURE_LIMITS, type SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { recommendSize } from '@/domain/rules/recommend-size';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import { notify } from '@/ui/notify';
import { catalogueNames } from '../catalogue-names';
import classes from '../measuring.module.css';
import type { FieldValue } from '@/domain/measuring/person-fields';
import { ConflictPanel, PersonHistory } from './conflict-panel';

type PersonPanelProps = {
  task: MeasuringTaskInfo;
  person: TaskPersonMirror;
  catalogue: CatalogueSnapshot | null;
  stepSize: number;
  onSave: (payload: SaveMeasurementPayload) => Promise<void>;
  onDelete: () => void;
  onOrderInfo: (repairStatusId: number) => void;
  onResolve: (fields: Record<string, FieldValue>) => Promise<void>;
};

/** Columns by the panel's own width (a container query): it sits beside the people list, so the viewport says little. */
const PANEL_COLS = { base: 2, '420px': 3, '560px': 4 };

type CategoryForm = SaveMeasurementPayload['size_info'][number];

/** Height and weight, the two body fields above the categories. */
const BODY_FIELDS = [
  { field: 'height', unit: ' cm', max: MEASURE_LIMITS.height },
  { field: 'weight', unit: ' kg', max: MEASURE_LIMITS.weight },
] as const;

/** No negative values can be typed; a value past `max` stays as typed and is marked (see `outOfRange`). */
const LIMITED = { min: 0, allowNegative: false, clampBehavior: 'none' } as const;

function initialForm(task: MeasuringTaskInfo, person: TaskPersonMirror, repair: number): CategoryForm[] {
  const own = person.data.measurements.filter((m) => m.repair_status_id === repair);
  // Repair mode starts from the normal values, as the server does.
  const rows = own.length || repair === REPAIR_STATUS.normal ? own : person.data.measurements.filter((m) => m.repair_status_id === REPAIR_STATUS.normal);
  return task.order_config.map((o) => {
    const m = rows.find((r) => r.category_id === o.category_id);
    const values = new Map((m?.item ?? []).map((i) => [i.id, i.value]));
    const specials = new Map((m?.special ?? []).map((s) => [s.id, s.value]));
    return {
      category_id: o.category_id,
      edition_type_id: m?.edition_type_id ?? o.edition_type_id,
      size: m?.size ?? '',
      num: m?.num ?? o.num,
      item: task.body_items.map((b) => ({ id: b.id, value: values.get(b.id) ?? null })),
      special: task.special_shape.map((s) => ({ id: s.id, value: specials.get(s.id) ?? 0 })),
      special_position_remark: m?.special_position_remark ?? '',
    };
  });
}

/** A value typed past its field's limit (empty is no value, and allowed). */
const over = (value: number | string | null, max: number) => value !== '' && value !== null && Number(value) > max;

/** What the measurer is editing for the person shown, before Save. */
type Draft = {
  repair: number;
  height: number | string;
  weight: number | string;
  style: string;
  noSleeve: boolean;
  form: CategoryForm[];
};

function initialDraft(task: MeasuringTaskInfo, person: TaskPersonMirror): Draft {
  const p = person.data.person;
  return {
    repair: p.repair_status_id,
    height: p.height || '',
    weight: p.weight || '',
    style: String(p.wearing_style || 1),
    noSleeve: p.no_sleeve,
    form: initialForm(task, person, p.repair_status_id),
  };
}

/** spec 3 §2 measuring detail panel: body data, sizes per category with a local recommendation, special shapes, items, repair mode. */
export function PersonPanel({ task, person, catalogue, stepSize, onSave, onDelete, onOrderInfo, onResolve }: PersonPanelProps) {
  const { t, i18n } = useTranslation('measuring');
  const names = useMemo(() => catalogueNames(catalogue, i18n.language), [catalogue, i18n.language]);
  const p = person.data.person;
  // A person mirrored by a version before revisions has no conflicts list.
  const conflicts = p.conflicts ?? [];
  const [draft, setDraft] = useState(() => initialDraft(task, person));
  // Switching person resets the draft in place rather than remounting the panel: every person of a
  // task has the same categories and items, so the inputs stay mounted and only their values change.
  // A remount cost some 150 ms per switch on a tablet (each Mantine input re-renders itself once
  // more after mounting to set its id).
  // A conflict resolved here shows the values kept (the mirror's) in the fields at once.
  const draftOf = `${person.key}:${p.repair_status_id}:${conflicts.length}`;
  const [shownDraftOf, setShownDraftOf] = useState(draftOf);
  if (shownDraftOf !== draftOf) {
    setShownDraftOf(draftOf);
    setDraft(initialDraft(task, person));
  }
  const { repair, height, weight, style, noSleeve, form } = draft;
  const [saving, setSaving] = useState(false);
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setStyle = (v: string) => edit({ style: v });
  const setNoSleeve = (v: boolean) => edit({ noSleeve: v });

  const switchRepair = (on: boolean) => {
    const next = on ? REPAIR_STATUS.repair : REPAIR_STATUS.normal;
    edit({ repair: next, form: initialForm(task, person, next) });
  };

  const setCategory = (i: number, patch: Partial<CategoryForm>) => setDraft((d) => ({ ...d, form: d.form.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));

  // Keyed by the editions only: typing an item value must not recompute charts or recommendations.
  const editionsKey = form.map((c) => `${c.category_id}:${c.edition_type_id}`).join(',');
  const recommended = useMemo(() => {
    const h = Number(height);
    const w = Number(weight);
    if (!catalogue || !h || !w || !editionsKey) return {} as Record<string, string>;
    const editionIds = editionsKey.split(',').map((k) => Number(k.split(':')[1]));
    const r = recommendSize(catalogue, { height: h, weight: w, gender_id: p.gender_id || 1, edition_ids: editionIds, wearing_style: Number(style) });
    return r.ok ? r.value : {};
  }, [catalogue, height, weight, p.gender_id, editionsKey, style]);

  const sizeOptionsByCategory = useMemo(() => {
    const out = new Map<number, string[]>();
    if (!catalogue || !editionsKey) return out;
    for (const key of editionsKey.split(',')) {
      const [categoryId, editionId] = key.split(':').map(Number) as [number, number];
      const chart = chartFor(catalogue, categoryId, p.gender_id || 1);
      const edition = catalogue.editions.find((e) => e.id === editionId);
      out.set(categoryId, chart ? [...new Set(expandChart(chart, edition).map((s) => s.size_value))] : []);
    }
    return out;
  }, [catalogue, editionsKey, p.gender_id]);

  // A value past its limit stays as typed, marked on its field, and Save says which fields: the
  // inputs do not clamp it (a typo of 1800 for 180 must not be saved as 300 without a word), and
  // the server would refuse it anyway (MEASURE_LIMITS, src/domain/measuring/contract.ts).
  // Each field past its limit, checked once: its message under the field, its label in Save's.
  const past = (value: number | string | null, max: number) => (over(value, max) ? t('ui.overMax', { max }) : undefined);
  const limitErrors = {
    body: { height: past(height, MEASURE_LIMITS.height), weight: past(weight, MEASURE_LIMITS.weight) },
    categories: form.map((c) => ({
      num: past(c.num, MEASURE_LIMITS.quantity),
      items: task.body_items.map((_, j) => past(c.item[j]?.value ?? null, MEASURE_LIMITS.bodyItem)),
    })),
  };
  const outOfRange = [
    ...BODY_FIELDS.filter((b) => limitErrors.body[b.field]).map((b) => t(`ui.${b.field}`)),
    ...limitErrors.categories.flatMap((c) => [
      ...(c.num ? [t('ui.form.quantity')] : []),
      ...task.body_items.filter((_, j) => c.items[j]).map((b) => names.bodyItem(b.id, b.item)),
    ]),
  ];

  const save = async () => {
    if (outOfRange.length) {
      notify.error(t('ui.fixFields', { fields: [...new Set(outOfRange)].join(t('ui.listSeparator')) }));
      return;
    }
    setSaving(true);
    try {
      // spec 3 §5: empty height and weight become 0.
      await onSave({
        task_id: task.id,
        user_id: p.id,
        repair_status_id: repair,
        height: Number(height) || 0,
        weight: Number(weight) || 0,
        wearing_style: Number(style),
        no_sleeve: noSleeve,
        size_info: form,
      });
    } finally {
      setSaving(false);
    }
  };

  const disabled = !p.is_edit;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={4}>{p.truename}</Title>
          <Text size="sm" c="dimmed">
            {p.company_name} · {p.department_name}
          </Text>
          <Badge variant="light" color={p.measuring_status_id === 1 ? 'orange' : 'teal'}>
            {t(`ui.filter.${p.measuring_status_id}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Switch label={t('ui.repairMode')} checked={repair === REPAIR_STATUS.repair} onChange={(e) => switchRepair(e.currentTarget.checked)} />
          <Button size="xs" variant="light" onClick={() => onOrderInfo(repair)}>
            {repair ? t('ui.changeInfo') : t('ui.orderInfo')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('ui.deletePerson')}
          </Button>
        </Group>
      </Group>
      {disabled && <Alert color="gray">{t('person_locked')}</Alert>}
      {conflicts.length > 0 ? (
        <ConflictPanel task={task} personId={p.id} conflicts={conflicts} names={names} disabled={disabled} onResolve={onResolve} />
      ) : (
        p.id > 0 && (
          <Group justify="flex-end" mt={-8}>
            <PersonHistory task={task} personId={p.id} names={names} />
          </Group>
        )
      )}
      <SimpleGrid type="container" cols={PANEL_COLS} spacing="xs">
        {BODY_FIELDS.map(({ field, unit, max }) => (
          <NumberInput
            key={field}
            label={t(`ui.${field}`)}
            suffix={unit}
            {...LIMITED}
            max={max}
            step={stepSize}
            decimalScale={1}
            value={draft[field]}
            onChange={(v) => edit({ [field]: v })}
            error={limitErrors.body[field]}
            disabled={disabled}
          />
        ))}
        <NativeSelect label={t('ui.wearingStyle')} data={WEARING_STYLES.map((w) => ({ value: String(w), label: t(`ui.styles.${w}`) }))} value={style} onChange={(e) => setStyle(e.currentTarget.value)} disabled={disabled} />
        <Checkbox style={{ alignSelf: 'end' }} pb={8} label={t('ui.noSleeve')} checked={noSleeve} onChange={(e) => setNoSleeve(e.currentTarget.checked)} disabled={disabled} />
      </SimpleGrid>
      {form.map((c, i) => {
        const config = task.order_config.find((o) => o.category_id === c.category_id);
        const options = sizeOptionsByCategory.get(c.category_id) ?? [];
        const rec = recommended[String(c.edition_type_id)];
        return (
          <Card key={c.category_id} withBorder padding="sm">
            <Group justify="space-between" mb={6}>
              <Text fw={600}>
                {names.category(c.category_id, config?.category)} · {config?.edition_number}
              </Text>
              {rec && (
                <Group gap={4}>
                  <Badge variant="light">{t('ui.recommended', { size: rec })}</Badge>
                  <Button size="compact-xs" variant="subtle" onClick={() => setCategory(i, { size: rec })} disabled={disabled}>
                    {t('ui.useRecommended')}
                  </Button>
                </Group>
              )}
            </Group>
            {catalogue && options.length === 0 && (
              <Text size="xs" c="orange">
                {t('ui.noSizeChart')}
              </Text>
            )}
            <SimpleGrid type="container" cols={PANEL_COLS} spacing="xs">
              {/* A native select, not Mantine's Select: a combobox per category (its options, its floating
                  dropdown) was a third of switching person's time, and a tablet's own picker suits a measurer. */}
              <NativeSelect
                label={t('ui.size')}
                data={[{ value: '', label: t('ui.chooseSize') }, ...(options.includes(c.size) || !c.size ? options : [c.size, ...options])]}
                value={c.size}
                onChange={(e) => setCategory(i, { size: e.currentTarget.value })}
                disabled={disabled}
              />
              <NumberInput
                label={t('ui.form.quantity')}
                {...LIMITED}
                max={MEASURE_LIMITS.quantity}
                value={c.num}
                onChange={(v) => setCategory(i, { num: Number(v) || 0 })}
                error={limitErrors.categories[i]?.num}
                disabled={disabled}
              />
              {task.body_items.map((b, j) => (
                <NumberInput
                  key={b.id}
                  label={names.bodyItem(b.id, b.item)}
                  {...LIMITED}
                  max={MEASURE_LIMITS.bodyItem}
                  step={stepSize}
                  decimalScale={1}
                  value={c.item[j]?.value ?? ''}
                  onChange={(v) => setCategory(i, { item: c.item.map((x, k) => (k === j ? { ...x, value: v === '' ? null : Number(v) } : x)) })}
                  error={limitErrors.categories[i]?.items[j]}
                  disabled={disabled}
                />
              ))}
              {task.special_shape.map((s, j) => (
                <NativeSelect
                  key={s.id}
                  label={names.shape(s.id, s.item)}
                  data={SPECIAL_SHAPE_LEVELS.map((l) => ({ value: String(l), label: t(`ui.levels.${l}`) }))}
                  value={String(c.special[j]?.value ?? 0)}
                  onChange={(e) => setCategory(i, { special: c.special.map((x, k) => (k === j ? { ...x, value: Number(e.currentTarget.value) } : x)) })}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
            <TextInput mt={6} label={t('ui.specialRemark')} value={c.special_position_remark} onChange={(e) => setCategory(i, { special_position_remark: e.currentTarget.value })} maxLength={500} disabled={disabled} />
          </Card>
        );
      })}
      <Group justify="flex-end" className={classes.saveBar}>
        <Button onClick={() => void save()} loading={saving} disabled={disabled}>
          {t('ui.saveMeasurement')}
        </Button>
      </Group>
    </Stack>
  );
}
