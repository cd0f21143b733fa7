// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TaskPersonMirror } from '@/db/db';
import { savedMeasurements, toPersonRow } from '@/db/measuring-effects';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { catalogueNames } from '../catalogue-names';
import { unsavedKey, useHasUnsaved } from './unsaved-measurements';
import { usePersonDraft } from './use-person-draft';

// The plausibility checks run in a worker, which this environment has none of; they warn of nothing here.
vi.mock('../../../../workers/rules.client', () => ({ rulesWorker: () => ({ measurementWarnings: async () => [] }) }));
const told = vi.hoisted(() => ({ info: [] as string[], warning: [] as string[] }));
vi.mock('@/ui/notify', () => ({ notify: { info: (m: string) => told.info.push(m), warning: (m: string) => told.warning.push(m), error: () => undefined, plain: () => undefined } }));

afterEach(() => {
  localStorage.clear();
  told.info.length = 0;
  told.warning.length = 0;
});

const CHEST = 11;
const WAIST = 12;

const task: MeasuringTaskInfo = {
  id: 1,
  name: '华东能源 2026 秋季工装量体',
  order_type: 1,
  client_id: null,
  config: [],
  order_config: [{ category_id: 1, edition_type_id: 1, num: 1, category: '西服', edition_number: 'A01' }],
  bodybuilder: [],
  measurers: [],
  body_items: [
    { id: CHEST, item: '胸围' },
    { id: WAIST, item: '腰围' },
  ],
  special_shape: [],
  user_name: '',
  create_time: '2026-11-01T08:00:00+08:00',
  remark: '',
  enable_edit: true,
  enable_delete: true,
  rev: 1,
  total: 1,
  already: 0,
  no: 1,
  partial: 0,
  no_sleeve: 0,
  repair: 0,
  conflicts: 0,
};

/** 张娜 as the list held her before any save: nothing measured. */
const before: MeasuringPerson = {
  id: 7,
  measuring_user_id: 7,
  user_id: 7,
  task_id: 1,
  truename: '张娜',
  gender_id: 2,
  save_date: '',
  company_name: '华东能源',
  department_name: '工程部',
  height: 0,
  weight: 0,
  measuring_status_id: 0,
  repair_status_id: 0,
  no_sleeve: false,
  sign: null,
  wearing_style: 1,
  is_edit: true,
  order_config: [],
  rev: 3,
  conflicts: [],
  reviewed_warnings: [],
};

const save = (chest: number): SaveMeasurementPayload => ({
  task_id: 1,
  user_id: 7,
  repair_status_id: 0,
  height: 169,
  weight: 63.5,
  wearing_style: 1,
  no_sleeve: false,
  size_info: [{ category_id: 1, edition_type_id: 1, size: '165/84A', num: 1, item: [{ id: CHEST, value: chest }, { id: WAIST, value: 70 }], special: [], special_position_remark: '' }],
  reviewed_warnings: [],
});

/** The row as the device holds it once `payload` is saved over `row`. */
function afterSave(row: TaskPersonMirror, payload: SaveMeasurementPayload): TaskPersonMirror {
  const person = { ...row.data.person, height: payload.height, weight: payload.weight, rev: row.data.person.rev! + 1 };
  return toPersonRow(person, savedMeasurements(row, payload));
}

type DraftProps = { person: TaskPersonMirror; conflicts?: number };
type DraftOptions = { onSave?: (payload: SaveMeasurementPayload) => Promise<boolean>; conflicts?: number; of?: MeasuringTaskInfo; catalogue?: CatalogueSnapshot | null };

/** The panel's draft of `first` (props: the person shown and their conflicts, 0 unless given), with the saves it asked for. */
function renderDraft(first: TaskPersonMirror, { onSave = async () => true, conflicts = 0, of = task, catalogue = null }: DraftOptions = {}) {
  const saves = vi.fn(onSave);
  const view = renderHook(
    ({ person, conflicts: count = 0 }: DraftProps) =>
      usePersonDraft({ task: of, person, catalogue, names: catalogueNames(catalogue, 'zh'), conflictCount: count, onSave: saves }),
    { initialProps: { person: first, conflicts } as DraftProps },
  );
  return { ...view, onSave: saves };
}

const chestOf = (draft: { form: { item: { id: number; value: number | null }[] }[] }) => draft.form[0]!.item.find((i) => i.id === CHEST)!.value;

describe('the measuring panel’s draft', () => {
  it('recommends a size from the height, weight and style typed, following each change, and takes the size shown', () => {
    const man = toPersonRow({ ...before, gender_id: 1, height: 170, weight: 65 }, []);
    const { result } = renderDraft(man, { catalogue: FIXTURE });
    expect(result.current.recommended['1']).toBe('170/88A');
    // Typed digit by digit: on the way, a height below the chart gets its smallest size.
    act(() => result.current.edit({ height: 1 }));
    expect(result.current.recommended['1']).toBe('155/76C');
    act(() => result.current.edit({ height: 180 }));
    act(() => result.current.edit({ weight: 75 }));
    const taller = result.current.recommended['1'];
    expect(taller).toMatch(/^180\//);
    act(() => result.current.edit({ style: '4' }));
    expect(result.current.recommended['1']).not.toBe(taller);
    // "Use" takes the size the card shows.
    act(() => result.current.setCategory(0, { size: result.current.recommended['1']! }));
    expect(result.current.draft.form[0]!.size).toBe(result.current.recommended['1']);
  });

  it('follows the saved copy of a person picked again before the list had read the save, and sends it with the next change', async () => {
    const stale = toPersonRow(before, []);
    const saved = afterSave(stale, save(96));
    // Picked again at once: the list still holds the person from before the save.
    const { result, rerender, onSave } = renderDraft(stale);
    expect(result.current.draft.height).toBe('');
    // The list's next read brings the saved copy, before the measurer has changed anything.
    rerender({ person: saved });
    expect(result.current.draft.height).toBe(169);
    expect(chestOf(result.current.draft)).toBe(96);
    // The next change goes out with the values saved before it, not the list's older ones.
    act(() => result.current.setCategory(0, (c) => ({ item: c.item.map((i) => (i.id === WAIST ? { ...i, value: 72 } : i)) })));
    await act(() => result.current.save());
    const sent = onSave.mock.calls[0]![0];
    expect(sent.height).toBe(169);
    expect(sent.size_info[0]!.item).toEqual([{ id: CHEST, value: 96 }, { id: WAIST, value: 72 }]);
    expect(sent.base_rev).toBe(4);
  });

  it('keeps what the measurer typed when a newer copy of the person comes, shows the rest of that copy, and saves against the copy it was typed over', async () => {
    const shown = toPersonRow(before, []);
    const { result, rerender, onSave } = renderDraft(shown);
    act(() => result.current.edit({ height: 171 }));
    // Another measurer's chest (and height) come with a catch-up while this one types the height.
    rerender({ person: afterSave(shown, save(96)) });
    expect(result.current.draft.height).toBe(171);
    expect(chestOf(result.current.draft)).toBe(96);
    // The save names the revision the height was typed over: the server takes the height as this
    // measurer's change and flags it beside the other's, and keeps the chest.
    await act(() => result.current.save());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ height: 171, base_rev: 3 });
  });

  it('keeps what was typed when the same person comes back with a conflict resolved, and takes the resolved values', () => {
    const shown = toPersonRow(before, []);
    const first = { ...afterSave(shown, save(96)) };
    const { result, rerender } = renderDraft(first, { conflicts: 1 });
    act(() => result.current.setCategory(0, (c) => ({ item: c.item.map((i) => (i.id === WAIST ? { ...i, value: 74 } : i)) })));
    // The conflict on the chest is resolved to 98: a newer copy, one conflict fewer.
    const resolved = afterSave(first, { ...save(98), size_info: [{ ...save(98).size_info[0]!, item: [{ id: CHEST, value: 98 }, { id: WAIST, value: 70 }] }] });
    rerender({ person: resolved, conflicts: 0 });
    expect(result.current.draft.form[0]!.item).toEqual([{ id: CHEST, value: 98 }, { id: WAIST, value: 74 }]);
  });

  describe('changes not saved yet', () => {
    const other = toPersonRow({ ...before, id: 8, measuring_user_id: 8, user_id: 8, truename: '李洋' }, []);
    const kept = () => Object.keys(localStorage).filter((k) => k.startsWith('mtm.unsavedMeasurement.'));
    const unsavedKeyOf = (row: TaskPersonMirror) => unsavedKey(row.key);

    it('are kept when another person is picked, open again with that person, said, and go once saved', async () => {
      const zhang = toPersonRow(before, []);
      const { result, rerender, onSave } = renderDraft(zhang);
      const marked = renderHook(() => useHasUnsaved(zhang.key));
      expect(marked.result.current).toBe(false);
      act(() => result.current.edit({ height: 171 }));
      rerender({ person: other });
      expect(result.current.draft.height).toBe('');
      expect(told.info).toHaveLength(1);
      expect(kept()).toHaveLength(1);
      // The list marks the person.
      expect(marked.result.current).toBe(true);
      rerender({ person: zhang });
      expect(result.current.draft.height).toBe(171);
      expect(result.current.restoredAt).not.toBeNull();
      await act(() => result.current.save());
      expect(onSave.mock.calls[0]![0]).toMatchObject({ user_id: 7, height: 171, base_rev: 3 });
      expect(kept()).toEqual([]);
      expect(result.current.restoredAt).toBeNull();
      expect(marked.result.current).toBe(false);
    });

    it('open again after a reload, with the revision they were typed over', async () => {
      const zhang = toPersonRow(before, []);
      const first = renderDraft(zhang);
      act(() => first.result.current.setCategory(0, (c) => ({ size: '170/88A', item: c.item.map((i) => (i.id === CHEST ? { ...i, value: 92 } : i)) })));
      first.unmount();
      // The tablet reloads; a catch-up has brought a newer copy of the person meanwhile.
      const { result, onSave } = renderDraft(afterSave(zhang, save(96)));
      expect(chestOf(result.current.draft)).toBe(92);
      expect(result.current.draft.form[0]!.size).toBe('170/88A');
      await act(() => result.current.save());
      expect(onSave.mock.calls[0]![0]).toMatchObject({ base_rev: 3 });
    });

    it('are none when a value is typed and put back as it was, or repair mode switched on and off', () => {
      const zhang = afterSave(toPersonRow(before, []), save(96));
      const { result, rerender } = renderDraft(zhang);
      const marked = renderHook(() => useHasUnsaved(zhang.key));
      act(() => result.current.edit({ height: 1691 }));
      expect(marked.result.current).toBe(true);
      act(() => result.current.edit({ height: 169 }));
      expect(kept()).toEqual([]);
      expect(marked.result.current).toBe(false);
      act(() => result.current.switchRepair(true));
      expect(kept()).toHaveLength(1);
      act(() => result.current.switchRepair(false));
      expect(kept()).toEqual([]);
      // Moving on says nothing was left unsaved.
      rerender({ person: other });
      expect(told.info).toEqual([]);
    });

    it('that the person’s copy holds since are not restored', () => {
      const zhang = toPersonRow(before, []);
      const first = renderDraft(zhang);
      act(() => first.result.current.edit({ height: 169, weight: 63.5 }));
      first.unmount();
      // Saved meanwhile (from another tab of this device, or by another measurer) with the same values.
      const { result } = renderDraft(afterSave(zhang, save(96)));
      expect(result.current.restoredAt).toBeNull();
      expect(kept()).toEqual([]);
    });

    it('stay on screen and on the device when the server names a person added offline', () => {
      const added = toPersonRow({ ...before, id: -1, measuring_user_id: -1, user_id: -1, truename: '离线新人' }, []);
      const { result, rerender } = renderDraft(added);
      act(() => result.current.edit({ height: 171 }));
      // The add is acknowledged: the same person, under the id the server gave them.
      const named = { ...toPersonRow({ ...before, id: 501, measuring_user_id: 501, user_id: 501, truename: '离线新人' }, []), was: added.key };
      rerender({ person: named });
      expect(result.current.draft.height).toBe(171);
      expect(told.info).toEqual([]);
      expect(kept()).toContain(unsavedKeyOf(named));
    });

    it('go when discarded, and the person shows their saved values', () => {
      const zhang = afterSave(toPersonRow(before, []), save(96));
      const { result } = renderDraft(zhang);
      act(() => result.current.edit({ height: 150 }));
      act(() => result.current.discard());
      expect(result.current.draft.height).toBe(169);
      expect(kept()).toEqual([]);
    });

    it('of the person picked next stay when a slow save of the one before ends', async () => {
      const zhang = toPersonRow(before, []);
      let queued: (ok: boolean) => void = () => undefined;
      const { result, rerender } = renderDraft(zhang, { onSave: () => new Promise<boolean>((resolve) => (queued = resolve)) });
      act(() => result.current.edit({ height: 171 }));
      let saving: Promise<void> = Promise.resolve();
      act(() => {
        saving = result.current.save();
      });
      // The measurer moves on and types one value before the save is queued.
      rerender({ person: other });
      act(() => result.current.edit({ height: 165 }));
      await act(async () => {
        queued(true);
        await saving;
      });
      // The next person's value is still unsaved and kept; the saved one's is not kept any more.
      expect(kept()).toEqual([unsavedKeyOf(other)]);
      rerender({ person: zhang });
      expect(result.current.restoredAt).toBeNull();
    });

    it('that the device refuses to keep are said to be at risk, once, and not said to be kept', () => {
      const refused = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      onTestFinished(() => refused.mockRestore());
      const { result, rerender } = renderDraft(toPersonRow(before, []));
      act(() => result.current.edit({ height: 171 }));
      act(() => result.current.edit({ height: 172 }));
      expect(told.warning).toHaveLength(1);
      rerender({ person: other });
      expect(told.info).toEqual([]);
      expect(told.warning).toHaveLength(2);
    });

    it('stay when the save could not be queued', async () => {
      const { result } = renderDraft(toPersonRow(before, []), { onSave: async () => false });
      act(() => result.current.edit({ height: 171 }));
      await act(() => result.current.save());
      expect(kept()).toHaveLength(1);
    });

    it('are not restored into a task whose items changed since', () => {
      const zhang = toPersonRow(before, []);
      const first = renderDraft(zhang);
      act(() => first.result.current.edit({ height: 171 }));
      first.unmount();
      const changed = { ...task, body_items: [{ id: CHEST, item: '胸围' }] };
      const { result } = renderDraft(zhang, { of: changed });
      expect(result.current.draft.height).toBe('');
      expect(result.current.restoredAt).toBeNull();
    });
  });
});
