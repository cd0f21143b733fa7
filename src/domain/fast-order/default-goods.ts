/**
 * Goods ordered without the fast order's technique panel (a foreign order, an order form request):
 * each category in its edition's default techniques, made in the catalogue's first processing
 * grade, checked and priced by `prepareGoods` like every other flow.
 */
import type { CatalogueSnapshot, Edition } from '../catalogue/types';
import { prepareGoods, type PreparedGoods } from './cart-input';
import { FAST_ORDER_TYPE } from './constants';
import type { FastFabricInfo } from './payload';

export function defaultGoods(snapshot: CatalogueSnapshot, fabric: FastFabricInfo, categories: readonly { category_id: number; edition: Edition }[]): PreparedGoods | null {
  const process = [...snapshot.processes].sort((a, b) => a.sort - b.sort)[0];
  if (!process) return null;
  return prepareGoods(snapshot, {
    order_type: FAST_ORDER_TYPE.individual,
    process_id: process.id,
    fabric_info: fabric,
    category_array: categories.map((c) => ({ category_id: c.category_id, quantity: 1, edition_number: c.edition.edition_number, tech_info: c.edition.default_tech_result.map((id) => ({ id, content: '', items: [] })) })),
  });
}
