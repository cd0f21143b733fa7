import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonMirror } from '@/db/db';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { REPAIR_STATUS, WEARING_STYLES } from '@/domain/measuring/constants';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames } from '../catalogue-names';
import { missingText, progressReader } from '../garment-progress';
import classes from '../measuring.module.css';
import type { FieldValue } from '@/domain/measuring/person-fields';
import { MeasureGuide } from '@/ui/measure-guide/measure-guide';
import type { GuideKey } from '@/ui/measure-guide/markers';
import { CategoryMeasureCard, LIMITED, PANEL_COLS } from './category-measure-card';
import { ConflictPanel as ConflictPanelView, PersonHistory as PersonHistoryView } from './conflict-panel';
import type { Draft } from './draft-types';
import { PlausibilityWarnings as PlausibilityWarningsView } from './plausibility-warnings';
import { UnsavedRestored } from './unsaved-restored';
import { BODY_FIELDS, usePersonDraft } from './use-person-draft';

/** A category without a size chart on the device: one empty list, so its card's props stay the same. */
const NO_SIZES: string[] = [];
/** A person mirrored by a version before revisions has no conflicts list: one empty list for them all. */
const NO_CONFLICTS: MeasuringPerson['conflicts'] = [];

// The parts of the panel a key typed elsewhere leaves as they were: each renders again only when
// its own props change (the draft's functions are the same for the panel's life).
const ConflictPanel = memo(ConflictPanelView);
const PersonHistory = memo(PersonHistoryView);
const PlausibilityWarnings = memo(PlausibilityWarningsView);

type PersonPanelProps = {
  task: MeasuringTaskInfo;
  person: TaskPersonMirror;
  catalogue: CatalogueSnapshot | null;
  stepSize: number;
  onSave: (payload: SaveMeasurementPayload) => Promise<boolean>;
  onDelete: () => void;
  onOrderInfo: (repairStatusId: number) => void;
  onResolve: (fields: Record<string, FieldValue>) => Promise<void>;
};

/** spec 3 §2 measuring detail panel: body data, sizes per category with a local recommendation, special shapes, items, repair mode. */
export function PersonPanel({ task, person, catalogue, stepSize, onSave, onDelete, onOrderInfo, onResolve }: PersonPanelProps) {
  const { t, i18n } = useTranslation('measuring');
  const names = useMemo(() => catalogueNames(catalogue, i18n.language), [catalogue, i18n.language]);
  const p = person.data.person;
  const conflicts = p.conflicts ?? NO_CONFLICTS;
  const { draft, edit, switchRepair, setCategory, recommended, sizeOptionsByCategory, limitErrors, warnings, confirmWarnings, save, saving, discard, restoredAt } = usePersonDraft({
    task,
    person,
    catalogue,
    names,
    conflictCount: conflicts.length,
    onSave,
  });
  const { repair, style, noSleeve, form } = draft;
  const disabled = !p.is_edit;
  // Saved, or part way, and still not measured: what each garment lacks, as the cards may be below the fold.
  const progress = useMemo(() => progressReader(task)(person), [task, person]);
  const incomplete = progress && (progress.done > 0 || p.save_date !== '') && progress.done < progress.total ? progress : null;
  // The field last focused: its figure shows beside the save button. A help button beside each
  // field would add a 44 px row above every line of fields, which a 1024x768 tablet has no room for.
  const [guide, setGuide] = useState<{ item: GuideKey; name: string } | null>(null);
  const showGuide = useCallback((item: GuideKey, name: string) => setGuide((g) => (g?.item === item && g.name === name ? g : { item, name })), []);

  return (
    <Stack gap="sm">
      <PersonHeader person={p} repair={repair} onRepair={switchRepair} onOrderInfo={onOrderInfo} onDelete={onDelete} />
      {disabled && <Alert color="gray">{t('person_locked')}</Alert>}
      {restoredAt !== null && <UnsavedRestored at={restoredAt} name={p.truename} onDiscard={discard} />}
      {incomplete && (
        <Alert color="yellow" p="xs" data-testid="person-incomplete" title={t('ui.incomplete', { done: incomplete.done, total: incomplete.total })}>
          {t('ui.missing', { garments: missingText(incomplete, task, names, t, true) })}
        </Alert>
      )}
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
          <BodyField key={field} field={field} unit={unit} max={max} value={draft[field]} error={limitErrors.body[field]} stepSize={stepSize} disabled={disabled} onEdit={edit} onGuide={showGuide} />
        ))}
        <WearChoices style={style} noSleeve={noSleeve} disabled={disabled} onEdit={edit} />
      </SimpleGrid>
      {form.map((c, i) => (
        <CategoryMeasureCard
          key={c.category_id}
          task={task}
          index={i}
          category={c}
          names={names}
          options={sizeOptionsByCategory.get(c.category_id) ?? NO_SIZES}
          hasCatalogue={catalogue !== null}
          recommended={recommended[String(c.edition_type_id)]}
          errors={limitErrors.categories[i]}
          stepSize={stepSize}
          disabled={disabled}
          onChange={setCategory}
          onGuide={showGuide}
        />
      ))}
      {/* With the save button, where the measurer's eye is whichever card they type in. */}
      <Stack gap="xs" className={classes.saveBar}>
        <PlausibilityWarnings warnings={warnings} disabled={disabled} onConfirm={confirmWarnings} />
        <Group justify="space-between" wrap="nowrap" align="center">
          <div className={classes.guideSpot} data-testid="measure-guide-spot">
            {guide ? (
              <MeasureGuide item={guide.item} name={guide.name} variant="compact" />
            ) : (
              <Text size="xs" c="dimmed">
                {t('measure_guide:hint')}
              </Text>
            )}
          </div>
          <Button onClick={() => void save()} loading={saving} disabled={disabled}>
            {t('ui.saveMeasurement')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

type PersonHeaderProps = {
  person: MeasuringPerson;
  repair: number;
  onRepair: (on: boolean) => void;
  onOrderInfo: (repairStatusId: number) => void;
  onDelete: () => void;
};

/** Who is shown, their status, repair mode and the person's actions. */
const PersonHeader = memo(function PersonHeader({ person: p, repair, onRepair, onOrderInfo, onDelete }: PersonHeaderProps) {
  const { t } = useTranslation('measuring');
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <Title order={3} size="h4">{p.truename}</Title>
        <Text size="sm" c="dimmed">
          {p.company_name} · {p.department_name}
        </Text>
        <Badge variant="light" color={p.measuring_status_id === 1 ? 'orange' : 'teal'}>
          {t(`ui.filter.${p.measuring_status_id}`)}
        </Badge>
      </Group>
      <Group gap="xs">
        <Switch label={t('ui.repairMode')} checked={repair === REPAIR_STATUS.repair} onChange={(e) => onRepair(e.currentTarget.checked)} />
        <Button size="xs" variant="light" onClick={() => onOrderInfo(repair)}>
          {repair ? t('ui.changeInfo') : t('ui.orderInfo')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
          {t('ui.deletePerson')}
        </Button>
      </Group>
    </Group>
  );
});

type BodyFieldProps = {
  field: (typeof BODY_FIELDS)[number]['field'];
  unit: string;
  max: number;
  value: Draft['height'];
  error: string | undefined;
  stepSize: number;
  disabled: boolean;
  onEdit: (patch: Partial<Draft>) => void;
  onGuide: (item: GuideKey, name: string) => void;
};

/** Height or weight: a key typed in it renders it alone again. */
const BodyField = memo(function BodyField({ field, unit, max, value, error, stepSize, disabled, onEdit, onGuide }: BodyFieldProps) {
  const { t } = useTranslation('measuring');
  return (
    <NumberInput
      label={t(`ui.${field}`)}
      suffix={unit}
      {...LIMITED}
      max={max}
      step={stepSize}
      decimalScale={1}
      value={value}
      onChange={(v) => onEdit({ [field]: v })}
      onFocus={() => onGuide(field, t(`ui.${field}`))}
      error={error}
      disabled={disabled}
    />
  );
});

type WearChoicesProps = { style: string; noSleeve: boolean; disabled: boolean; onEdit: (patch: Partial<Draft>) => void };

/** How the person wears their clothes, and whether without sleeves. */
const WearChoices = memo(function WearChoices({ style, noSleeve, disabled, onEdit }: WearChoicesProps) {
  const { t } = useTranslation('measuring');
  return (
    <>
      <NativeSelect label={t('ui.wearingStyle')} data={WEARING_STYLES.map((w) => ({ value: String(w), label: t(`ui.styles.${w}`) }))} value={style} onChange={(e) => onEdit({ style: e.currentTarget.value })} disabled={disabled} />
      <Checkbox style={{ alignSelf: 'end' }} pb={8} label={t('ui.noSleeve')} checked={noSleeve} onChange={(e) => onEdit({ noSleeve: e.currentTarget.checked })} disabled={disabled} />
    </>
  );
});
