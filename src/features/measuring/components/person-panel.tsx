import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonMirror } from '@/db/db';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { REPAIR_STATUS, WEARING_STYLES } from '@/domain/measuring/constants';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames } from '../catalogue-names';
import { missingText, progressReader } from '../garment-progress';
import classes from '../measuring.module.css';
import type { FieldValue } from '@/domain/measuring/person-fields';
import { MeasureGuide } from '@/ui/measure-guide/measure-guide';
import type { GuideKey } from '@/ui/measure-guide/markers';
import { CategoryMeasureCard, LIMITED, PANEL_COLS } from './category-measure-card';
import { ConflictPanel, PersonHistory } from './conflict-panel';
import { PlausibilityWarnings } from './plausibility-warnings';
import { UnsavedRestored } from './unsaved-restored';
import { BODY_FIELDS, usePersonDraft } from './use-person-draft';

/** A category without a size chart on the device: one empty list, so its card's props stay the same. */
const NO_SIZES: string[] = [];

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
  // A person mirrored by a version before revisions has no conflicts list.
  const conflicts = p.conflicts ?? [];
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
            onFocus={() => showGuide(field, t(`ui.${field}`))}
            error={limitErrors.body[field]}
            disabled={disabled}
          />
        ))}
        <NativeSelect label={t('ui.wearingStyle')} data={WEARING_STYLES.map((w) => ({ value: String(w), label: t(`ui.styles.${w}`) }))} value={style} onChange={(e) => edit({ style: e.currentTarget.value })} disabled={disabled} />
        <Checkbox style={{ alignSelf: 'end' }} pb={8} label={t('ui.noSleeve')} checked={noSleeve} onChange={(e) => edit({ noSleeve: e.currentTarget.checked })} disabled={disabled} />
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
