import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findConflict } from '@/domain/rules/technique';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { buildDemoCatalogue } from '../../server/seed/catalogue-data';
import { eachDatabase } from '../support/api';

eachDatabase('catalogue seed', (s) => {
  it('serves the seeded catalogue as a snapshot identical to the demo data', async () => {
    const token = await s().login('13800000001');
    const res = await s().call<{ version: string; snapshot: CatalogueSnapshot }>('GET', '/catalogue/snapshot', { token });
    expect(res.body.errcode).toBe(0);
    const { version, ...rest } = res.body.result.snapshot;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    // Same rows in every section; the database may order rows of a section differently.
    const built = buildDemoCatalogue();
    for (const [section, rows] of Object.entries(built)) {
      expect(sortRows(rest[section as keyof typeof rest] as unknown[]), section).toEqual(sortRows(rows as unknown[]));
    }
  });

  it('answers unchanged when the caller already holds the version', async () => {
    const token = await s().login('13800000001');
    const first = await s().call<{ version: string }>('GET', '/catalogue/snapshot', { token });
    const again = await s().call<{ unchanged: boolean; snapshot?: unknown }>('GET', '/catalogue/snapshot', { token, query: { version: first.body.result.version } });
    expect(again.body.result.unchanged).toBe(true);
    expect(again.body.result.snapshot).toBeUndefined();
  });

  it('holds the catalogue the issue asks for', async () => {
    const c = buildDemoCatalogue();
    expect(c.categories.map((x) => x.id).sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 8, 23, 26, 27, 28]);
    for (const cat of c.categories) {
      const editions = c.editions.filter((e) => e.category_id === cat.id);
      expect(editions.length).toBeGreaterThanOrEqual(3);
      for (const e of editions) expect(e.default_tech_result.length).toBeGreaterThan(0);
      // One special group per technique type.
      const specials = c.tech_groups.filter((g) => g.category_id === cat.id && g.is_special === 1).map((g) => g.type_id);
      expect(specials.sort()).toEqual([1, 2, 3]);
      expect(c.size_charts.some((chart) => chart.category_id === cat.id && chart.size_name === '工厂码')).toBe(true);
      expect(c.category_items.filter((i) => i.category_id === cat.id).length).toBeGreaterThan(2);
    }
    expect(c.editions.some((e) => e.clash_tech_ids.length > 0)).toBe(true);
    expect(c.techniques.length).toBeGreaterThanOrEqual(150);
    expect(new Set(c.techniques.map((t) => t.type_id))).toEqual(new Set([1, 2, 3]));
    for (const id of [62, 63, 64, 80, 81, 82]) expect(c.techniques.some((t) => t.id === id)).toBe(true);
    expect(c.techniques.some((t) => t.items.some((i) => i.item_type === 1)) && c.techniques.some((t) => t.items.some((i) => i.item_type === 2))).toBe(true);
    // Every name the screens show has its English: photo choices included (楷体, 金色 ...).
    for (const t of c.techniques) for (const i of t.items) for (const p of i.photos) expect(p.name_en, p.name).toMatch(/^[\x20-\x7e]+$/);
    expect(c.clashes.length).toBeGreaterThanOrEqual(40);
    expect(c.clashes.some((x) => x.relation_tech_ids.length > 0)).toBe(true);
    expect(c.fabrics.length).toBeGreaterThanOrEqual(60);
    expect(new Set(c.fabrics.map((f) => f.type_id))).toEqual(new Set([1, 3]));
    expect(c.wearing_styles.map((w) => w.name)).toEqual(['标准', '修身', '宽松', '特宽松']);
    expect(c.special_shapes.map((x) => x.shape_name)).toEqual(expect.arrayContaining(['驼背', '挺胸', '耸肩', '溜肩']));
    for (const shape of c.special_shapes) expect(shape.items.map((i) => i.name)).toEqual(['无', '轻微', '明显', '严重']);
    expect(c.processes.every((p) => p.prices.length === c.categories.length)).toBe(true);
  });

  it('keeps editions, products and styles free of clashes, with one default per group', () => {
    const c = { version: 'check', ...buildDemoCatalogue() };
    for (const e of c.editions) {
      expect(findConflict(c, e.id, e.default_tech_result), e.edition_number).toBeNull();
      const groups = c.tech_groups.filter((g) => g.category_id === e.category_id && g.is_special === 0).map((g) => g.id);
      const defaultGroups = e.default_tech_result.map((id) => c.techniques.find((t) => t.id === id)!.group_id);
      expect(defaultGroups.sort((a, b) => a - b)).toEqual(groups.sort((a, b) => a - b));
    }
    for (const p of [...c.products, ...c.styles]) {
      expect(findConflict(c, p.edition_id, p.tech_ids)).toBeNull();
      expect(c.editions.find((e) => e.id === p.edition_id)!.category_id).toBe(p.category_id);
    }
    for (const p of c.products) expect(c.fabrics.some((f) => f.fabric_num === p.fabric_num && f.category_ids.includes(p.category_id))).toBe(true);
  });

  it('has a generated texture for every fabric', () => {
    for (const f of buildDemoCatalogue().fabrics) {
      const file = path.join(import.meta.dirname, '../../public', f.texture);
      expect(existsSync(file), f.texture).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(f.colour_hex);
    }
  });

  it('builds the same catalogue every time', () => {
    expect(JSON.stringify(buildDemoCatalogue())).toBe(JSON.stringify(buildDemoCatalogue()));
  });
});

function sortRows(rows: unknown[]): unknown[] {
  return [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}
