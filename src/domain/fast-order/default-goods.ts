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

/** A refusal beside one field of a form, in the words of a translation key. */
export type FieldProblem = { field: string; key: string; params?: Record<string, string | number> };

/**
 * The default goods of a form that names only categories and patterns (the order form, foreign
 * customization), or the form's refusal: `noGoods` when the catalogue has no processing grade to
 * make them in, else the goods' own problem, carried as the form shows it.
 */
export function defaultGoodsOrProblem(
  snapshot: CatalogueSnapshot,
  fabric: FastFabricInfo,
  categories: readonly { category_id: number; edition: Edition }[],
  noGoods: FieldProblem,
): Extract<PreparedGoods, { ok: true }> | { ok: false; problem: FieldProblem } {
  const goods = defaultGoods(snapshot, fabric, categories);
  if (!goods) return { ok: false, problem: noGoods };
  if (!goods.ok) return { ok: false, problem: { field: goods.problem.field, key: goods.problem.key, params: goods.problem.params } };
  return goods;
}
