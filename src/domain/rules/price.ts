/**
 * Price of one garment from the catalogue (spec 2 §9): the processing grade's price for the
 * category plus the sum of the chosen technique prices. Integer fen.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { ok, refuse, type RuleResult } from './messages';

export type PriceInput = { category_id: number; process_id: number; tech_ids: readonly number[] };
export type PriceBreakdown = { process_fen: number; techniques_fen: number; total_fen: number };

export function processPrice(snapshot: CatalogueSnapshot, processId: number, categoryId: number): number | undefined {
  return indexCatalogue(snapshot)
    .process.get(processId)
    ?.prices.find((p) => p.category_id === categoryId)?.price_fen;
}

export function garmentPrice(snapshot: CatalogueSnapshot, input: PriceInput): RuleResult<PriceBreakdown> {
  const idx = indexCatalogue(snapshot);
  if (!idx.category.has(input.category_id)) return refuse('rules:unknown_category', { id: input.category_id });
  const process_fen = processPrice(snapshot, input.process_id, input.category_id);
  if (process_fen === undefined) return refuse('rules:unknown_process', { id: input.process_id });
  let techniques_fen = 0;
  for (const [index, id] of input.tech_ids.entries()) {
    // Non-positive ids are empty entries (spec 2 §5 drops them before sending).
    if (id <= 0) continue;
    const t = idx.technique.get(id);
    if (!t || t.category_id !== input.category_id) return refuse('rules:unknown_tech', { index, id });
    techniques_fen += t.price_fen;
  }
  return ok({ process_fen, techniques_fen, total_fen: process_fen + techniques_fen });
}
