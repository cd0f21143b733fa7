/**
 * Reads the catalogue from the database as one CatalogueSnapshot, the same object the browser
 * mirrors and the rules worker computes from. Loaded rows are reused while the stored version is
 * unchanged: the version is read on every call, so another process's change is seen at once.
 */
import type {
  CatalogueSnapshot,
  FabricPattern,
  FabricTypeId,
  GenderId,
  SizeKind,
  TechTypeId,
  WearingStyleId,
} from '@/domain/catalogue/types';
import type { Db } from '../../db/database';
import { rootOf } from '../../db/tx';
import './tables';

let cached: CatalogueSnapshot | null = null;

/**
 * How long a process trusts the catalogue version it read (every grading, price and
 * list answer needs the catalogue, and reading its version was half of a grading request's
 * database time). The catalogue changes only when it is seeded or imported, and every process sees
 * such a change within this time; code that changes it in this process calls
 * forgetCatalogueVersion so it is seen at once.
 */
export const CATALOGUE_VERSION_TTL_MS = 1000;
// Per database handle: tests run several databases in one process.
const versions = new WeakMap<Db, { value: string; until: number }>();

export async function catalogueVersion(db: Db): Promise<string> {
  // A transaction opened through inTransaction (every queued change's) uses its handle's cached
  // version: one round trip less per change replayed. The catalogue is changed only
  // by seeding, outside any transaction, so a transaction sees no fresher version than its handle.
  const handle = rootOf(db);
  const known = versions.get(handle);
  if (known && known.until > Date.now()) return known.value;
  const row = await db.selectFrom('cat_meta').select('value').where('key', '=', 'version').executeTakeFirst();
  const value = row?.value ?? 'empty';
  // Kept for the handle when read through it, or through a transaction opened by inTransaction
  // (a route's or a queued change's: none writes the catalogue). Before, only the handle's own
  // reads were kept, so replaying a queue, which reads only inside transactions, read the version
  // once per change. A transaction opened otherwise (the seed's, which writes the catalogue) has no
  // root: what it reads may be its own uncommitted write, and is not kept.
  if (!db.isTransaction || handle !== db) versions.set(handle, { value, until: Date.now() + CATALOGUE_VERSION_TTL_MS });
  return value;
}

/** After this process changed the catalogue through `db`: the next read asks the database again. */
export function forgetCatalogueVersion(db: Db): void {
  versions.delete(db);
}

export async function loadCatalogue(db: Db): Promise<CatalogueSnapshot> {
  const version = await catalogueVersion(db);
  if (cached?.version === version) return cached;
  const snapshot = await readCatalogue(db, version);
  cached = snapshot;
  return snapshot;
}

async function readCatalogue(db: Db, version: string): Promise<CatalogueSnapshot> {
  const [series, categories, editions, techTypes, groups, techniques, clashes, processes, prices, fabrics, bodyItems, categoryItems, styles, shapes, charts, grading, products, styleRows] =
    await Promise.all([
      db.selectFrom('cat_series').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_categories').selectAll().orderBy('sort').execute(),
      db.selectFrom('cat_editions').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_tech_types').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_tech_groups').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_techniques').selectAll().orderBy('group_id').orderBy('sort').execute(),
      db.selectFrom('cat_tech_clashes').selectAll().orderBy('tech_id').execute(),
      db.selectFrom('cat_processes').selectAll().orderBy('sort').execute(),
      db.selectFrom('cat_process_prices').selectAll().orderBy('process_id').orderBy('category_id').execute(),
      db.selectFrom('cat_fabrics').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_body_items').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_category_items').selectAll().orderBy('category_id').orderBy('sort').execute(),
      db.selectFrom('cat_wearing_styles').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_special_shapes').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_size_charts').selectAll().orderBy('id').execute(),
      db.selectFrom('cat_grading_rules').selectAll().orderBy('category_id').orderBy('item_id').execute(),
      db.selectFrom('cat_products').selectAll().orderBy('product_code').execute(),
      db.selectFrom('cat_styles').selectAll().orderBy('id').execute(),
    ]);
  return {
    version,
    series,
    categories: categories.map((c) => ({ ...c, gender_id: c.gender_id as GenderId, size_kind: c.size_kind as SizeKind })),
    editions,
    tech_types: techTypes.map((t) => ({ ...t, id: t.id as TechTypeId })),
    tech_groups: groups.map((g) => ({ ...g, type_id: g.type_id as TechTypeId, is_required: flag(g.is_required), is_special: flag(g.is_special) })),
    techniques: techniques.map((t) => ({
      ...t,
      type_id: t.type_id as TechTypeId,
      is_special: flag(t.is_special),
      allow_content: flag(t.allow_content),
      allow_more: flag(t.allow_more),
      is_modifiable: flag(t.is_modifiable),
    })),
    clashes,
    processes: processes.map((p) => ({
      ...p,
      prices: prices.filter((x) => x.process_id === p.id).map((x) => ({ category_id: x.category_id, price_fen: x.price_fen })),
    })),
    fabrics: fabrics.map((f) => ({ ...f, type_id: f.type_id as FabricTypeId, pattern: f.pattern as FabricPattern })),
    body_items: bodyItems,
    category_items: categoryItems.map((c) => ({ ...c, is_required: flag(c.is_required) })),
    wearing_styles: styles.map((w) => ({ ...w, id: w.id as WearingStyleId })),
    special_shapes: shapes,
    size_charts: charts.map((c) => ({ ...c, gender_id: c.gender_id as 1 | 2, series: c.series as '5·4' | '5·2' })),
    grading_rules: grading,
    products,
    styles: styleRows,
  };
}

const flag = (v: number): 0 | 1 => (v ? 1 : 0);
