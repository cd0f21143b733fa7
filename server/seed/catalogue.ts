/**
 * Seed step "catalogue": writes the demo catalogue (catalogue-data.ts) and its version, a hash of
 * the content, which the snapshot endpoint and the browser mirror compare.
 */
import { forgetCatalogueVersion } from '../modules/catalogue/snapshot';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import '../modules/catalogue/tables';
import { buildDemoCatalogue } from './catalogue-data';

const json = (v: unknown) => JSON.stringify(v);

export async function seedCatalogue(db: Db): Promise<void> {
  const c = buildDemoCatalogue();
  const version = createHash('sha256').update(json(c)).digest('hex').slice(0, 16);
  await db.insertInto('cat_series').values(c.series).execute();
  await db.insertInto('cat_categories').values(c.categories.map((x) => ({ ...x, series_ids: json(x.series_ids) }))).execute();
  await db.insertInto('cat_tech_types').values(c.tech_types).execute();
  await db
    .insertInto('cat_editions')
    .values(
      c.editions.map((e) => ({
        ...e,
        default_tech_result: json(e.default_tech_result),
        clash_tech_ids: json(e.clash_tech_ids),
        size_offsets: json(e.size_offsets),
      })),
    )
    .execute();
  await db.insertInto('cat_tech_groups').values(c.tech_groups).execute();
  await db.insertInto('cat_techniques').values(c.techniques.map((t) => ({ ...t, items: json(t.items) }))).execute();
  await db
    .insertInto('cat_tech_clashes')
    .values(c.clashes.map((x) => ({ ...x, clash_tech_ids: json(x.clash_tech_ids), relation_tech_ids: json(x.relation_tech_ids) })))
    .execute();
  await db.insertInto('cat_processes').values(c.processes.map(({ prices: _prices, ...p }) => p)).execute();
  await db
    .insertInto('cat_process_prices')
    .values(c.processes.flatMap((p) => p.prices.map((x) => ({ process_id: p.id, category_id: x.category_id, price_fen: x.price_fen }))))
    .execute();
  await db.insertInto('cat_fabrics').values(c.fabrics.map((f) => ({ ...f, category_ids: json(f.category_ids) }))).execute();
  await db.insertInto('cat_body_items').values(c.body_items).execute();
  await db.insertInto('cat_category_items').values(c.category_items).execute();
  await db.insertInto('cat_wearing_styles').values(c.wearing_styles).execute();
  await db
    .insertInto('cat_special_shapes')
    .values(c.special_shapes.map((s) => ({ ...s, category_ids: json(s.category_ids), items: json(s.items) })))
    .execute();
  await db
    .insertInto('cat_size_charts')
    .values(
      c.size_charts.map((s) => ({
        ...s,
        height: json(s.height),
        girth: json(s.girth),
        body_types: json(s.body_types),
        items: json(s.items),
      })),
    )
    .execute();
  await db.insertInto('cat_grading_rules').values(c.grading_rules.map((g) => ({ ...g, ease: json(g.ease) }))).execute();
  await db.insertInto('cat_products').values(c.products.map((p) => ({ ...p, tech_ids: json(p.tech_ids) }))).execute();
  await db.insertInto('cat_styles').values(c.styles.map((s) => ({ ...s, tech_ids: json(s.tech_ids) }))).execute();
  await db
    .insertInto('cat_meta')
    .values({ key: 'version', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute();
  forgetCatalogueVersion(db);
}
