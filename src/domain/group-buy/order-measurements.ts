/**
 * What a group order keeps of each person's measuring, garment by garment: the size they were
 * given with the net body values the measurer took, the wearing style, the special shapes and the
 * plausibility warnings (with whether a measurer confirmed them, 已复核). The factory cuts from
 * this, so it is built from the measuring task's own records, never from what a screen sent.
 * Names are the catalogue's Chinese ones, as every order's data keeps them.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import type { EmployeeMeasuringInfo, OrderWarning } from '../orders/order-input';
import { measurementWarnings, withConfirmations } from '../rules/plausibility';

/** One garment as the measurer saved it (measuring_measurements). */
export type MeasuredGarment = {
  category_id: number;
  size: string;
  items: readonly { id: number; value: number | null }[];
  /** Special shape id and its level (0 none, 1 slight, 2 obvious, 3 severe). */
  special: readonly { id: number; value: number }[];
  wear_styles: number;
};

export type MeasuredPerson = {
  gender_id: number;
  height: number;
  weight: number;
  /** The person's wearing style, for a garment saved without its own. */
  wearing_style: number;
  /** The keys of the warnings a measurer confirmed. */
  reviewed_warnings: readonly string[];
  garments: readonly MeasuredGarment[];
};

/**
 * The order's measuring info of one person: per garment of the order (in its order), the size
 * given and what was measured for it. A warning goes with each garment that measured its item
 * (height and weight with every garment), so each garment's sheet carries its own.
 */
export function employeeMeasuringInfo(
  snapshot: CatalogueSnapshot,
  person: MeasuredPerson,
  goods: readonly { category_id: number }[],
  sizeOf: (categoryId: number) => string,
): EmployeeMeasuringInfo[] {
  const idx = indexCatalogue(snapshot);
  const warnings = withConfirmations(
    measurementWarnings(snapshot, {
      gender_id: person.gender_id,
      height: person.height,
      weight: person.weight,
      garments: person.garments.map((g) => ({ category_id: g.category_id, size: g.size, item: g.items })),
    }),
    person.reviewed_warnings,
  );
  return goods.map((g, i) => {
    const measured = person.garments.find((m) => m.category_id === g.category_id);
    const taken = (measured?.items ?? []).filter((it): it is { id: number; value: number } => it.value !== null && it.value > 0);
    const ids = new Set(taken.map((it) => it.id));
    const styleId = measured?.wear_styles || person.wearing_style;
    return {
      category_name: idx.category.get(g.category_id)?.name ?? String(g.category_id),
      sub_category_id: g.category_id,
      quantity: 1,
      sort_id: i + 1,
      wearing_style: snapshot.wearing_styles.find((w) => w.id === styleId)?.name ?? '',
      special_shape_info: (measured?.special ?? []).flatMap((s) => {
        const shape = snapshot.special_shapes.find((x) => x.id === s.id);
        const level = shape?.items[s.value];
        return shape && level && s.value > 0 ? [{ shape_name: shape.shape_name, shape_item: level.name }] : [];
      }),
      size_info: [
        {
          size_info_type: 3 as const,
          size_shape_name: '',
          size_value: sizeOf(g.category_id),
          size_data: taken.map((it) => ({
            body_item_id: it.id,
            body_item_name: idx.bodyItemName.get(it.id)?.zh ?? String(it.id),
            body_item_net_value: it.value,
            body_item_diff_value: null,
            body_base_value: null,
            body_correct_value: null,
            body_item_clothes_value: null,
          })),
        },
      ],
      warnings: warnings
        .filter((w) => typeof w.item !== 'number' || ids.has(w.item))
        .map((w): OrderWarning => ({ item: w.item, code: w.code, message: { key: w.message.key, params: w.message.params ?? {} }, confirmed: w.confirmed })),
      // The production sheet checks the garment again and marks what the measurer confirmed.
      reviewed_warnings: [...person.reviewed_warnings],
    };
  });
}
