/**
 * The sizes a conference sample may offer: the sizes of its product's chart (the category's, for
 * the category's gender), because closing the conference turns the counts into bulk orders, which
 * are cut to that chart.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { chartFor, chartSize, expandChart } from '../rules/standard-size';

function sampleChart(snapshot: CatalogueSnapshot, categoryId: number) {
  const category = indexCatalogue(snapshot).category.get(categoryId);
  return category ? chartFor(snapshot, category.id, category.gender_id || 1) : undefined;
}

/** Every size of the chart a sample of this category is offered in, smallest first. */
export function sampleSizeOptions(snapshot: CatalogueSnapshot, categoryId: number): string[] {
  const chart = sampleChart(snapshot, categoryId);
  return chart ? expandChart(chart).map((s) => s.size_value) : [];
}

/** The position of the first size that is not on the category's chart as written there (170/88A), or -1 when all are. */
export function firstSizeOffChart(snapshot: CatalogueSnapshot, categoryId: number, sizes: readonly string[]): number {
  const chart = sampleChart(snapshot, categoryId);
  return sizes.findIndex((s) => !chart || chartSize(chart, undefined, s)?.size_value !== s);
}
