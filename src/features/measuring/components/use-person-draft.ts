import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonMirror } from '@/db/db';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { REPAIR_STATUS } from '@/domain/measuring/constants';
import { changeBase } from '@/domain/measuring/change-base';
import { MEASURE_LIMITS } from '@/domain/measuring/constants';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { recommendSize } from '@/domain/rules/recommend-size';
import type { PlausibilityInput, PlausibilityWarning } from '@/domain/rules/plausibility';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import { notify } from '@/ui/notify';
import type { catalogueNames } from '../catalogue-names';
import { rulesWorker } from '../../../../workers/rules.client';
import type { CategoryForm, CategoryPatch, Draft } from './draft-types';
import { rebaseDraft, same } from './rebase-draft';
import { dropUnsaved, keepUnsaved, readUnsaved, unsavedKey } from './unsaved-measurements';


/** Height and weight, the two body fields above the categories. */
export const BODY_FIELDS = [
  { field: 'height', unit: ' cm', max: MEASURE_LIMITS.height },
  { field: 'weight', unit: ' kg', max: MEASURE_LIMITS.weight },
] as const;

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

function initialDraft(task: MeasuringTaskInfo, person: TaskPersonMirror): Draft {
  const p = person.data.person;
  return {
    repair: p.repair_status_id,
    height: p.height || '',
    weight: p.weight || '',
    style: String(p.wearing_style || 1),
    noSleeve: p.no_sleeve,
    form: initialForm(task, person, p.repair_status_id),
    // A person mirrored before the checks has no confirmations.
    reviewed: p.reviewed_warnings ?? [],
  };
}

/** The draft's bookkeeping: which person it is of, the copy it was carried to, and what is unsaved. */
type Shown = {
  of: string;
  row: TaskPersonMirror;
  /** The values of `row` as a draft: what the measurer changed is what the draft holds otherwise. */
  baseDraft: Draft;
  /**
   * Changed since the last save or discard. Unsaved means this and a draft that differs from
   * `baseDraft`: a digit typed and deleted again, or repair mode switched on and off, leaves
   * nothing unsaved (see `useDraft`).
   */
  dirty: boolean;
  /** Changes made to this person's draft, counted: a save clears `dirty` only if none came since it began. */
  edits: number;
  /**
   * The revision the unsaved changes were typed over, which a save names: the server then takes as
   * this measurer's only the values they changed since, and flags a field another measurer changed
   * too. It moves to a newer copy only while nothing is unsaved.
   */
  baseRev: number | undefined;
  /** When the unsaved values were last typed; `restored`: they were brought back from the device. */
  typedAt: number;
  restored: boolean;
};


/** Values kept for a task whose categories, items or shapes have changed since are not restored. */
function fitsTask(draft: Draft, task: MeasuringTaskInfo): boolean {
  const sameIds = (values: { id: number }[], of: { id: number }[]) => values.length === of.length && values.every((v, j) => v.id === of[j]!.id);
  return (
    draft.form.length === task.order_config.length &&
    draft.form.every((c, i) => c.category_id === task.order_config[i]!.category_id && sameIds(c.item, task.body_items) && sameIds(c.special, task.special_shape))
  );
}

/** The draft a person opens with: their unsaved values carried to their copy if the device keeps some, else their copy's. */
function startFor(task: MeasuringTaskInfo, person: TaskPersonMirror, of: string): { draft: Draft; shown: Shown } {
  const theirs = initialDraft(task, person);
  const kept = readUnsaved<Draft>(unsavedKey(person.key));
  const draft = kept && fitsTask(kept.draft, task) ? (kept.base && fitsTask(kept.base, task) ? rebaseDraft(kept.base, kept.draft, theirs) : kept.draft) : theirs;
  // Values kept that the person's copy now holds (saved since, on this device or another) are
  // not unsaved any more: the person opens as any other.
  if (!kept || same(draft, theirs)) return { draft: theirs, shown: { of, row: person, baseDraft: theirs, dirty: false, edits: 0, baseRev: person.data.person.rev, typedAt: 0, restored: false } };
  return { draft, shown: { of, row: person, baseDraft: theirs, dirty: true, edits: 0, baseRev: kept.baseRev, typedAt: kept.at, restored: true } };
}

/**
 * The person's draft, reset in place when another person is shown rather than by remounting the
 * panel: every person of a task has the same categories and items, so the inputs stay mounted and
 * only their values change. A remount cost some 150 ms per switch on a tablet (each Mantine input
 * re-renders itself once more after mounting to set its id).
 *
 * A newer copy of the same person (a catch-up, the list's read after a save, a conflict resolved,
 * another repair status) carries the draft over: what the measurer changed stays, every other
 * value is the newer copy's. Taken whole from the copy, a draft opened on the list's copy from just
 * before a save sent those older values back over the ones just saved; kept whole, a conflict
 * resolved or a catch-up threw away what was typed, or showed older values of fields left alone.
 *
 * What the measurer changes is kept on the device until saved: another person picked, a reload or
 * a closed tab, and the person opens again with those values, said on screen.
 */
function useDraft(task: MeasuringTaskInfo, person: TaskPersonMirror, conflictCount: number) {
  const p = person.data.person;
  const draftOf = `${person.key}:${p.repair_status_id}:${conflictCount}`;
  const [start] = useState(() => startFor(task, person, draftOf));
  const [draft, setDraft] = useState(start.draft);
  const [shown, setShown] = useState(start.shown);
  // The person left with changes unsaved: said once the next one shows, with whether the device kept them.
  const [left, setLeft] = useState<{ name: string; kept: boolean } | null>(null);
  // The device refused to keep the last change (storage full): said once, until a write succeeds.
  const [unkept, setUnkept] = useState(false);
  // Worked out, not only flagged: typed and then put back as it was is not a change.
  const unsaved = useMemo(() => shown.dirty && !same(draft, shown.baseDraft), [shown.dirty, draft, shown.baseDraft]);
  // The same person under a new key once the server named one added offline: their draft carries over.
  if (shown.row.key !== person.key && person.was !== shown.row.key) {
    if (unsaved) setLeft({ name: shown.row.truename, kept: !unkept });
    const next = startFor(task, person, draftOf);
    setShown(next.shown);
    setDraft(next.draft);
  } else if (shown.row !== person || shown.of !== draftOf) {
    const theirs = initialDraft(task, person);
    setDraft(rebaseDraft(shown.baseDraft, draft, theirs));
    setShown({ ...shown, of: draftOf, row: person, baseDraft: theirs, baseRev: unsaved ? shown.baseRev : p.rev });
  }
  const markEdited = useCallback(() => setShown((s) => ({ ...s, dirty: true, edits: s.edits + 1, typedAt: Date.now() })), []);
  // One function each for the panel's life: the parts of the panel skip a render when their props
  // are the same, so a key renders its own field again and not the rest of the form.
  const edit = useCallback(
    (patch: Partial<Draft>) => {
      markEdited();
      setDraft((d) => ({ ...d, ...patch }));
    },
    [markEdited],
  );
  const switchRepair = useCallback(
    (on: boolean) => {
      const next = on ? REPAIR_STATUS.repair : REPAIR_STATUS.normal;
      edit({ repair: next, form: initialForm(task, person, next) });
    },
    [edit, task, person],
  );
  const setCategory = useCallback(
    (i: number, patch: CategoryPatch) => {
      markEdited();
      setDraft((d) => ({ ...d, form: d.form.map((c, j) => (j === i ? { ...c, ...(typeof patch === 'function' ? patch(c) : patch) } : c)) }));
    },
    [markEdited],
  );
  const key = unsavedKey(shown.row.key);
  /**
   * What a save needs to settle the unsaved values once it is queued: nothing is unsaved if the
   * panel still shows that person and nothing was changed since; the values the device keeps for
   * them go if they are still the ones saved (the panel may have moved on meanwhile).
   */
  const saving = { personKey: shown.row.key, key, edits: shown.edits, typedAt: shown.typedAt };
  const markSaved = (at: typeof saving) => {
    setShown((s) => (s.row.key === at.personKey && s.edits === at.edits ? { ...s, dirty: false, restored: false } : s));
    if (readUnsaved(at.key)?.at === at.typedAt) dropUnsaved(at.key);
  };
  const discard = () => {
    const theirs = initialDraft(task, person);
    setShown((s) => ({ ...s, row: person, baseDraft: theirs, dirty: false, baseRev: p.rev, restored: false }));
    setDraft(theirs);
  };

  const { t } = useTranslation('measuring');
  useEffect(() => {
    if (!unsaved) {
      dropUnsaved(key);
      return;
    }
    setUnkept(!keepUnsaved(key, { draft, base: shown.baseDraft, baseRev: shown.baseRev, at: shown.typedAt, name: shown.row.truename }));
  }, [draft, key, unsaved, shown.baseDraft, shown.baseRev, shown.typedAt, shown.row.truename]);
  // Said once each time the device starts refusing, not at every key while it refuses.
  useEffect(() => {
    if (unkept) notify.warning(t('ui.unsaved.cannotKeep'), { autoClose: false });
  }, [unkept, t]);
  useEffect(() => {
    if (left === null) return;
    if (left.kept) notify.info(t('ui.unsaved.kept', { name: left.name }));
    else notify.warning(t('ui.unsaved.notKept', { name: left.name }), { autoClose: false });
    setLeft(null);
  }, [left, t]);

  return { draft, edit, switchRepair, setCategory, baseRev: shown.baseRev, saving, markSaved, discard, restoredAt: shown.restored && unsaved ? shown.typedAt : null };
}

/** The size recommended per edition, and the sizes each category's chart offers, from the catalogue on the device. */
function useSizeHints(catalogue: CatalogueSnapshot | null, draft: Draft, genderId: number) {
  const { height, weight, style, form } = draft;
  // Keyed by the editions only: typing an item value must not recompute charts or recommendations.
  const editionsKey = form.map((c) => `${c.category_id}:${c.edition_type_id}`).join(',');
  const recommended = useMemo(() => {
    const h = Number(height);
    const w = Number(weight);
    if (!catalogue || !h || !w || !editionsKey) return {} as Record<string, string>;
    const editionIds = editionsKey.split(',').map((k) => Number(k.split(':')[1]));
    const r = recommendSize(catalogue, { height: h, weight: w, gender_id: genderId || 1, edition_ids: editionIds, wearing_style: Number(style) });
    return r.ok ? r.value : {};
  }, [catalogue, height, weight, genderId, editionsKey, style]);

  const sizeOptionsByCategory = useMemo(() => {
    const out = new Map<number, string[]>();
    if (!catalogue || !editionsKey) return out;
    for (const key of editionsKey.split(',')) {
      const [categoryId, editionId] = key.split(':').map(Number) as [number, number];
      const chart = chartFor(catalogue, categoryId, genderId || 1);
      const edition = catalogue.editions.find((e) => e.id === editionId);
      out.set(categoryId, chart ? [...new Set(expandChart(chart, edition).map((s) => s.size_value))] : []);
    }
    return out;
  }, [catalogue, editionsKey, genderId]);
  return { recommended, sizeOptionsByCategory };
}

const sameKeys = (a: PlausibilityWarning[], b: PlausibilityWarning[]) => a.length === b.length && a.every((w, i) => w.key === b[i]!.key);

/**
 * The plausibility warnings of the draft, from the rules worker as the measurer types (it works
 * from what the device holds, offline too), each marked confirmed once the measurer confirmed it.
 */
function useWarnings(draft: Draft, genderId: number) {
  const { height, weight, form } = draft;
  const input = useMemo<PlausibilityInput>(
    () => ({
      gender_id: genderId,
      height: Number(height) || 0,
      weight: Number(weight) || 0,
      garments: form.map((c) => ({ category_id: c.category_id, size: c.size, item: c.item })),
    }),
    [height, weight, form, genderId],
  );
  const [warnings, setWarnings] = useState<PlausibilityWarning[]>([]);
  useEffect(() => {
    let shown = true;
    rulesWorker()
      .measurementWarnings(input)
      .then(
        // The same warnings as before keep their array: most keys change none, and a new array renders the panel again.
        (list) => shown && setWarnings((was) => (sameKeys(was, list) ? was : list)),
        // A check that cannot run leaves the form as it was: the server checks again on save.
        () => shown && setWarnings([]),
      );
    return () => {
      shown = false;
    };
  }, [input]);
  // The same array while neither changes: the warnings skip a render on a key that changes none.
  return useMemo(() => {
    const reviewed = new Set(draft.reviewed);
    return warnings.map((w) => ({ ...w, confirmed: reviewed.has(w.key) }));
  }, [warnings, draft.reviewed]);
}

type PersonDraftArgs = {
  task: MeasuringTaskInfo;
  person: TaskPersonMirror;
  catalogue: CatalogueSnapshot | null;
  names: ReturnType<typeof catalogueNames>;
  conflictCount: number;
  /** Resolves true once the save is queued on the device; false when it was not (said to the measurer). */
  onSave: (payload: SaveMeasurementPayload) => Promise<boolean>;
};

/** The measuring panel's form: the draft, its size hints, the fields past their limits, and Save. */
export function usePersonDraft({ task, person, catalogue, names, conflictCount, onSave }: PersonDraftArgs) {
  const { t } = useTranslation('measuring');
  const p = person.data.person;
  const { draft, edit, switchRepair, setCategory, baseRev, saving: savedAs, markSaved, discard, restoredAt } = useDraft(task, person, conflictCount);
  const { recommended, sizeOptionsByCategory } = useSizeHints(catalogue, draft, p.gender_id);
  const warnings = useWarnings(draft, p.gender_id);
  const [saving, setSaving] = useState(false);
  /** 已复核: every warning shown is confirmed as measured, once. */
  const confirmWarnings = useCallback(() => edit({ reviewed: [...new Set([...draft.reviewed, ...warnings.map((w) => w.key)])] }), [edit, draft.reviewed, warnings]);

  // A value past its limit stays as typed, marked on its field, and Save says which fields: the
  // inputs do not clamp it (a typo of 1800 for 180 must not be saved as 300 without a word), and
  // the server would refuse it anyway (MEASURE_LIMITS, src/domain/measuring/contract.ts).
  // Each field past its limit, checked once: its message under the field, its label in Save's.
  const past = (value: number | string | null, max: number) => (over(value, max) ? t('ui.overMax', { max }) : undefined);
  const limitErrors = {
    body: { height: past(draft.height, MEASURE_LIMITS.height), weight: past(draft.weight, MEASURE_LIMITS.weight) },
    categories: draft.form.map((c) => ({
      num: past(c.num, MEASURE_LIMITS.quantity),
      items: task.body_items.map((_, j) => past(c.item[j]?.value ?? null, MEASURE_LIMITS.bodyItem)),
    })),
  };

  const save = async () => {
    // The labels of the fields past their limits: worked out here, as only Save reads them.
    const outOfRange = [
      ...BODY_FIELDS.filter((b) => limitErrors.body[b.field]).map((b) => t(`ui.${b.field}`)),
      ...limitErrors.categories.flatMap((c) => [
        ...(c.num ? [t('ui.form.quantity')] : []),
        ...task.body_items.filter((_, j) => c.items[j]).map((b) => names.bodyItem(b.id, b.item)),
      ]),
    ];
    if (outOfRange.length) {
      notify.error(t('ui.fixFields', { fields: [...new Set(outOfRange)].join(t('ui.listSeparator')) }));
      return;
    }
    setSaving(true);
    const sentAs = savedAs;
    try {
      // spec 3 §5: empty height and weight become 0.
      const queued = await onSave({
        task_id: task.id,
        user_id: p.id,
        repair_status_id: draft.repair,
        height: Number(draft.height) || 0,
        weight: Number(draft.weight) || 0,
        wearing_style: Number(draft.style),
        no_sleeve: draft.noSleeve,
        size_info: draft.form,
        // Only what is still warned of: a confirmation of values since changed is no longer one.
        reviewed_warnings: warnings.filter((w) => w.confirmed).map((w) => w.key),
        ...changeBase(baseRev),
      });
      if (queued) markSaved(sentAs);
    } finally {
      setSaving(false);
    }
  };

  return { draft, edit, switchRepair, setCategory, recommended, sizeOptionsByCategory, limitErrors, warnings, confirmWarnings, save, saving, discard, restoredAt };
}
