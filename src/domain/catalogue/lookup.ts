/**
 * Indexes of a catalogue snapshot, built once per snapshot object (a WeakMap keeps them alive only
 * as long as the snapshot), so rule calls in the worker and on the server look rows up in O(1).
 */
import type {
  CatalogueSnapshot,
  Category,
  CategoryItem,
  Edition,
  Fabric,
  GradingRule,
  Process,
  Product,
  Series,
  SizeChart,
  Style,
  TechClash,
  TechGroup,
  Technique,
} from './types';

export type CatalogueIndex = {
  snapshot: CatalogueSnapshot;
  series: Map<number, Series>;
  category: Map<number, Category>;
  edition: Map<number, Edition>;
  editionByNumber: Map<string, Edition>;
  group: Map<number, TechGroup>;
  groupsOfCategory: Map<number, TechGroup[]>;
  technique: Map<number, Technique>;
  techniquesOfGroup: Map<number, Technique[]>;
  clash: Map<number, TechClash>;
  process: Map<number, Process>;
  fabric: Map<string, Fabric>;
  fabricById: Map<number, Fabric>;
  itemsOfCategory: Map<number, CategoryItem[]>;
  gradingRule: Map<string, GradingRule>;
  charts: SizeChart[];
  product: Map<string, Product>;
  style: Map<string, Style>;
  bodyItemName: Map<number, { zh: string; en: string }>;
};

const cache = new WeakMap<CatalogueSnapshot, CatalogueIndex>();

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export const gradingKey = (categoryId: number, itemId: number) => `${categoryId}:${itemId}`;

export function indexCatalogue(snapshot: CatalogueSnapshot): CatalogueIndex {
  const hit = cache.get(snapshot);
  if (hit) return hit;
  const bySort = <T extends { sort: number }>(list: T[]) => list.sort((a, b) => a.sort - b.sort);
  const groupsOfCategory = groupBy(snapshot.tech_groups, (g) => g.category_id);
  for (const list of groupsOfCategory.values()) bySort(list);
  const techniquesOfGroup = groupBy(snapshot.techniques, (t) => t.group_id);
  for (const list of techniquesOfGroup.values()) bySort(list);
  const itemsOfCategory = groupBy(snapshot.category_items, (i) => i.category_id);
  for (const list of itemsOfCategory.values()) bySort(list);
  const index: CatalogueIndex = {
    snapshot,
    series: new Map(snapshot.series.map((s) => [s.id, s])),
    category: new Map(snapshot.categories.map((c) => [c.id, c])),
    edition: new Map(snapshot.editions.map((e) => [e.id, e])),
    editionByNumber: new Map(snapshot.editions.map((e) => [e.edition_number, e])),
    group: new Map(snapshot.tech_groups.map((g) => [g.id, g])),
    groupsOfCategory,
    technique: new Map(snapshot.techniques.map((t) => [t.id, t])),
    techniquesOfGroup,
    clash: new Map(snapshot.clashes.map((c) => [c.tech_id, c])),
    process: new Map(snapshot.processes.map((p) => [p.id, p])),
    fabric: new Map(snapshot.fabrics.map((f) => [f.fabric_num, f])),
    fabricById: new Map(snapshot.fabrics.map((f) => [f.id, f])),
    itemsOfCategory,
    gradingRule: new Map(snapshot.grading_rules.map((g) => [gradingKey(g.category_id, g.item_id), g])),
    charts: snapshot.size_charts,
    product: new Map(snapshot.products.map((p) => [p.product_code, p])),
    style: new Map(snapshot.styles.map((s) => [s.style_number, s])),
    bodyItemName: new Map(snapshot.body_items.map((b) => [b.id, { zh: b.item_name, en: b.name_en }])),
  };
  cache.set(snapshot, index);
  return index;
}
