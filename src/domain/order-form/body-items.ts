/**
 * The body items the public order form asks for a category, and the check of a form's net sizes
 * against them: a garment is made from every measurement its category requires, so a form with
 * one net size is not an order. The server checks with the catalogue; the page with the items
 * the form's info gave it, which are the same.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { FORM_BODY_ITEMS, type FormBodyItem, type OrderFormValues } from './contract';

export type SizeProblem = { field: string; key: string; params: { item: string; item_en: string; item_id: number; min?: number; max?: number } };

/** spec 3 §2: the category's first 7 items by their order; a required item further down is asked for too. */
export function formBodyItems(snapshot: CatalogueSnapshot, categoryId: number): FormBodyItem[] {
  const idx = indexCatalogue(snapshot);
  const items = [...(idx.itemsOfCategory.get(categoryId) ?? [])].sort((a, b) => a.sort - b.sort);
  return items
    .filter((item, i) => i < FORM_BODY_ITEMS || item.is_required)
    .map((item) => {
      const name = idx.bodyItemName.get(item.item_id);
      return { id: item.item_id, name: name?.zh ?? '', name_en: name?.en ?? '', required: item.is_required === 1, min: item.min_value, max: item.max_value };
    });
}

/**
 * The first net size that is missing (a required item) or outside its item's range, in the order
 * of the form's categories and items; null when the sizes make a garment of every category.
 */
export function checkFormSizes(categories: Pick<OrderFormValues['categories'][number], 'category_id' | 'size_info'>[], itemsOf: (categoryId: number) => readonly FormBodyItem[] | undefined): SizeProblem | null {
  for (const [i, c] of categories.entries()) {
    for (const item of itemsOf(c.category_id) ?? []) {
      const k = c.size_info.findIndex((s) => s.body_item_id === item.id);
      const params = { item: item.name, item_en: item.name_en, item_id: item.id };
      if (k < 0) {
        if (item.required) return { field: `categories.${i}.size_info`, key: 'order_form:net_required', params };
        continue;
      }
      const net = c.size_info[k]!.net_dimension;
      if (net < item.min || net > item.max) return { field: `categories.${i}.size_info.${k}.net_dimension`, key: 'order_form:net_out_of_range', params: { ...params, min: item.min, max: item.max } };
    }
  }
  return null;
}
