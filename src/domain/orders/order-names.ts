/**
 * Stored orders keep the catalogue's Chinese names: they are the factory's record and do not
 * change with whoever placed the order or in which language. A caller reading in English gets them
 * in English, looked up in the catalogue when the order is read (categories and body items by id
 * and name, techniques, groups and BOM types by name within the category, processes, wearing
 * styles and body features by name), the way the catalogue endpoints pick `name` or `name_en`. So
 * an order reads the same whether it was queued offline (built from the mirror in the screen's
 * language) or placed and read back. A name the catalogue does not know (free text, another
 * catalogue's row, a renamed one) is shown as stored.
 */
import type { CatalogueSnapshot, Technique } from '../catalogue/types';
import type { Locale } from '../shared/locale';
import type { DetailItemData, EmployeeData } from './order-input';

/** Names the ordering flows write themselves rather than take from the catalogue. */
export const ORDER_TEXT = {
  /** The BOM line of the garment's fabric. */
  bomFabric: { zh: '面料', en: 'Fabric' },
  /** The remark of a sample order (fast order demo_order 1). */
  sampleOrder: { zh: '样衣订单', en: 'Sample order' },
  /** The BOM line of a deep order's customer-supplied fabric: metres and shipment. */
  customerFabricShipment: { zh: '客供料寄送', en: 'Customer fabric shipment' },
} as const;

/**
 * An order's categories as its list row shows them: each once, in order, joined by a slash. The
 * server's rows and a row this device draws for an order placed offline use it alike, so the row
 * reads the same once the order lands.
 */
export function categoriesLabel(names: readonly string[]): string {
  return [...new Set(names)].join('/');
}

type ShapeNames = { shape_name: string; shape_item: string };
type SizeInfoNames = { size_data?: { body_item_id: number; body_item_name: string }[] };
/** The parts of a stored detail item that carry names; a list reads an item with its categories alone. */
type DetailNames = Pick<DetailItemData, 'category_id' | 'category_name' | 'sub_category_id' | 'sub_category_name'> &
  Partial<Pick<DetailItemData, 'wearing_style' | 'tech_info' | 'special_shape_info' | 'bom_info' | 'size_info'>>;
type MeasuringNames = EmployeeData['measuring_info'][number];

export type OrderNames = {
  process: (stored: string) => string;
  remark: (stored: string) => string;
  detail: <T extends DetailNames>(d: T) => T;
  measuring: <T extends MeasuringNames>(m: T) => T;
};

const SAME: OrderNames = { process: (s) => s, remark: (s) => s, detail: (d) => d, measuring: (m) => m };

/** A name under an id (a category's own, or the category a technique or group belongs to). */
const key = (id: number, name: string) => `${id}:${name}`;

/** The names of stored orders in `lang`; Chinese needs no catalogue (`null`), it is what is stored. */
/** One set of English names per catalogue snapshot: building the maps costs more than a list request's queries. */
const englishNames = new WeakMap<CatalogueSnapshot, OrderNames>();

export function orderNames(snapshot: CatalogueSnapshot | null, lang: Locale): OrderNames {
  if (lang === 'zh' || !snapshot) return SAME;
  const known = englishNames.get(snapshot);
  if (known) return known;
  const names = buildEnglishNames(snapshot);
  englishNames.set(snapshot, names);
  return names;
}

function buildEnglishNames(snapshot: CatalogueSnapshot): OrderNames {
  const category = new Map(snapshot.categories.map((c) => [key(c.id, c.name), c.name_en]));
  const process = new Map(snapshot.processes.map((p) => [p.process_name, p.name_en]));
  const wearing = new Map(snapshot.wearing_styles.map((w) => [w.name, w.name_en]));
  const shapes = new Map(snapshot.special_shapes.map((s) => [s.shape_name, { en: s.name_en, items: new Map(s.items.map((l) => [l.name, l.name_en])) }]));
  const groups = new Map(snapshot.tech_groups.map((g) => [key(g.category_id, g.name), g.name_en]));
  const techniques = new Map<string, Technique>(snapshot.techniques.map((t) => [key(t.category_id, t.tech_name), t]));
  const bodyItems = new Map(snapshot.body_items.map((b) => [key(b.id, b.item_name), b.name_en]));
  const fabrics = new Map(snapshot.fabrics.map((f) => [f.fabric_num, f]));
  const fixed = new Map<string, string>(Object.values(ORDER_TEXT).map((t) => [t.zh, t.en]));

  const shapeInfo = (list: ShapeNames[]) =>
    list.map((s) => {
      const shape = shapes.get(s.shape_name);
      return { ...s, shape_name: shape?.en ?? s.shape_name, shape_item: shape?.items.get(s.shape_item) ?? s.shape_item };
    });
  const sizeInfo = <T extends SizeInfoNames>(list: T[]) =>
    list.map((s) => (s.size_data ? { ...s, size_data: s.size_data.map((r) => ({ ...r, body_item_name: bodyItems.get(key(r.body_item_id, r.body_item_name)) ?? r.body_item_name })) } : s));
  const techInfo = (categoryId: number, list: DetailItemData['tech_info']) =>
    list.map((t) => {
      const tech = techniques.get(key(categoryId, t.tech_name));
      return {
        ...t,
        type_name: groups.get(key(categoryId, t.type_name)) ?? t.type_name,
        tech_name: tech?.tech_name_en ?? t.tech_name,
        items: t.items.map((i) => {
          const item = tech?.items.find((x) => x.item_name === i.item_name);
          return { ...i, item_name: item?.item_name_en ?? i.item_name, photos: i.photos.map((p) => ({ ...p, name: item?.photos.find((x) => x.name === p.name)?.name_en ?? p.name })) };
        }),
      };
    });
  const bomInfo = (categoryId: number, list: DetailItemData['bom_info']) =>
    list.map((b) => {
      const fabric = fabrics.get(b.code);
      return {
        ...b,
        type_name: fixed.get(b.type_name) ?? groups.get(key(categoryId, b.type_name)) ?? b.type_name,
        content: fabric && b.content === fabric.composition ? fabric.composition_en : b.content,
      };
    });

  return {
    process: (stored) => process.get(stored) ?? stored,
    remark: (stored) => fixed.get(stored) ?? stored,
    detail: (d) => ({
      ...d,
      category_name: category.get(key(d.category_id, d.category_name)) ?? d.category_name,
      sub_category_name: category.get(key(d.sub_category_id, d.sub_category_name)) ?? d.sub_category_name,
      ...(d.wearing_style !== undefined ? { wearing_style: wearing.get(d.wearing_style) ?? d.wearing_style } : {}),
      ...(d.tech_info ? { tech_info: techInfo(d.sub_category_id, d.tech_info) } : {}),
      ...(d.special_shape_info ? { special_shape_info: shapeInfo(d.special_shape_info) } : {}),
      ...(d.bom_info ? { bom_info: bomInfo(d.sub_category_id, d.bom_info) } : {}),
      ...(d.size_info ? { size_info: sizeInfo(d.size_info) } : {}),
    }),
    measuring: (m) => ({
      ...m,
      category_name: category.get(key(m.sub_category_id, m.category_name)) ?? m.category_name,
      wearing_style: wearing.get(m.wearing_style) ?? m.wearing_style,
      special_shape_info: shapeInfo(m.special_shape_info),
      size_info: sizeInfo(m.size_info),
    }),
  };
}
