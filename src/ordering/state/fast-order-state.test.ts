import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { buildFastOrderPayload, validateFastOrder } from '@/domain/fast-order';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { emptyTechState, stateFromTechIds } from '@/domain/rules/technique';
import { fastOrderReducer, initialFastOrderForm, switchLosesData, type FastOrderAction, type FastOrderForm } from './fast-order-state';
import { toDomainState } from './to-domain';

const run = (...actions: FastOrderAction[]) => actions.reduce(fastOrderReducer, initialFastOrderForm());
const tech = (categoryId: number) => emptyTechState(FIXTURE, categoryId);

describe('the fast purchase form state', () => {
  it('adds a category once, makes it the active tab and clears the processing grade', () => {
    const s = run({ type: 'setProcess', process_id: 1 }, { type: 'addCategory', category_id: 1, tech: tech(1) }, { type: 'addCategory', category_id: 1, tech: tech(1) });
    expect(s.categories.map((c) => c.category_id)).toEqual([1]);
    expect(s.activeCategory).toBe(1);
    expect(s.process_id).toBeNull();
  });

  it('chooses a category before its technique panel arrives, and starts the panel only while it has none', () => {
    const s = run({ type: 'addCategory', category_id: 1, tech: null });
    expect(s.categories.map((c) => [c.category_id, c.tech])).toEqual([[1, null]]);
    const started = fastOrderReducer(s, { type: 'startTech', category_id: 1, tech: tech(1) });
    expect(started.categories[0]!.tech).toEqual(tech(1));
    // A choice made in the panel is not overwritten by a second, late empty panel.
    const chosen = fastOrderReducer(started, { type: 'setTech', category_id: 1, tech: { ...tech(1), edition_id: 7 } });
    expect(fastOrderReducer(chosen, { type: 'startTech', category_id: 1, tech: tech(1) }).categories[0]!.tech!.edition_id).toBe(7);
    // A category removed before its panel arrived stays removed.
    expect(fastOrderReducer(fastOrderReducer(s, { type: 'removeCategory', category_id: 1 }), { type: 'startTech', category_id: 1, tech: tech(1) }).categories).toEqual([]);
  });

  it('selects the neighbour after the active category is removed', () => {
    const s = run(
      { type: 'addCategory', category_id: 1, tech: tech(1) },
      { type: 'addCategory', category_id: 2, tech: tech(2) },
      { type: 'addCategory', category_id: 8, tech: tech(8) },
      { type: 'setActiveCategory', category_id: 2 },
      { type: 'removeCategory', category_id: 2 },
    );
    expect(s.activeCategory).toBe(8);
    expect(fastOrderReducer(s, { type: 'removeCategory', category_id: 8 }).activeCategory).toBe(1);
  });

  it('clears fabric number, composition, texture and parcel when the fabric source changes', () => {
    const s = run({ type: 'setFabric', fabric: { fabric_num: 'NS1101', composition: '100%羊毛', texture: '/t.png', parcel_id: 4 } }, { type: 'setFabricSource', type_id: 2 });
    expect(s.fabric).toEqual({ type_id: 2, fabric_num: '', composition: '', texture: '', parcel_id: null });
  });

  it('copies a net body value to the same item of the other categories only where it is empty', () => {
    let s = run({ type: 'addCategory', category_id: 1, tech: tech(1) }, { type: 'addCategory', category_id: 2, tech: tech(2) });
    s = fastOrderReducer(s, { type: 'setNetValue', category_id: 2, item_id: 3, value: '80' });
    s = fastOrderReducer(s, { type: 'setNetValue', category_id: 1, item_id: 3, value: '82' });
    expect(s.measure.perCategory[1]!.net[3]).toBe('82');
    expect(s.measure.perCategory[2]!.net[3]).toBe('80');
  });

  it('takes the categories of a team order from its configurations and clears the team when switching back', () => {
    let s = run({ type: 'setOrderType', order_type: 2 }, { type: 'addConfig', config: { id: 'a', category_array: [{ category_id: 1, quantity: 1 }, { category_id: 2, quantity: 2 }] } });
    expect(s.categories.map((c) => c.category_id)).toEqual([1, 2]);
    s = fastOrderReducer(s, { type: 'setOrderType', order_type: 1 });
    expect(s.team.configs).toEqual([]);
    expect(s.categories).toEqual([]);
  });
});

describe('the form as an add_order payload', () => {
  const index = indexCatalogue(FIXTURE);
  const ready = (): FastOrderForm =>
    run(
      { type: 'addCategory', category_id: 2, tech: stateFromTechIds(FIXTURE, 2, 3, []) },
      { type: 'setFabric', fabric: { fabric_num: FIXTURE.fabrics.find((f) => f.type_id === 1)!.fabric_num } },
      { type: 'setProcess', process_id: FIXTURE.processes[0]!.id },
    );

  it('refuses a category without an edition with the spec message naming it', () => {
    const s = run({ type: 'addCategory', category_id: 1, tech: tech(1) }, { type: 'setFabric', fabric: { fabric_num: FIXTURE.fabrics[0]!.fabric_num } }, { type: 'setProcess', process_id: 1 });
    const problem = validateFastOrder(FIXTURE, buildFastOrderPayload(toDomainState(s, index, 'zh')));
    expect(problem).toMatchObject({ key: 'fast_order:choose_edition', params: { category: '西服上衣' } });
  });

  it('sends only the chosen techniques and only the filled measurement rows', () => {
    let s = ready();
    s = fastOrderReducer(s, { type: 'setNetValue', category_id: 2, item_id: FIXTURE.category_items.find((i) => i.category_id === 2)!.item_id, value: '80' });
    const payload = buildFastOrderPayload(toDomainState(s, index, 'zh'));
    expect(payload.category_array[0]!.edition_number).toBe('KX0201');
    expect(payload.category_array[0]!.tech_info.every((t) => t.id > 0)).toBe(true);
    expect(payload.order_type === 1 && payload.category_array[0]!.size_info.size_data).toHaveLength(1);
  });

  it('switching the order type asks only when it would clear something, either way', () => {
    expect(switchLosesData(initialFastOrderForm())).toBe(false);
    // The individual's categories, customer or measurements are cleared by a switch to team.
    expect(switchLosesData(run({ type: 'addCategory', category_id: 1, tech: tech(1) }))).toBe(true);
    expect(switchLosesData(run({ type: 'setUser', patch: { user_name: '张伟' } }))).toBe(true);
    expect(switchLosesData(run({ type: 'setUser', patch: { user_sex: 2 } }))).toBe(false);
    expect(switchLosesData(run({ type: 'setShape', shape_id: 1, level_id: 10 }))).toBe(true);
    // The fabric and the demo-order mode are kept, so they alone ask nothing.
    expect(switchLosesData(run({ type: 'setFabric', fabric: { fabric_num: 'NS1101' } }, { type: 'setDemoOrder', demo_order: 1 }))).toBe(false);
    // The team's configurations, staff or company are cleared by a switch to individual.
    const team = run({ type: 'setOrderType', order_type: 2 });
    expect(switchLosesData(team)).toBe(false);
    expect(switchLosesData(fastOrderReducer(team, { type: 'setGroup', patch: { company_name: '南京金桥' } }))).toBe(true);
    expect(switchLosesData(fastOrderReducer(team, { type: 'addConfig', config: { id: 'c1', category_array: [{ category_id: 1, quantity: 1 }] } }))).toBe(true);
  });
});
