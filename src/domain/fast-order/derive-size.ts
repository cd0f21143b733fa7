/**
 * What the order keeps of a size table, derived on the server from the catalogue and the measures
 * rather than taken from the client (spec 2 §2.3): the grading allowance of each net value and the
 * base size (net plus allowance), and the standard data of a chosen standard size. The client
 * computes the same values with the same rules to show them; what it sends of them is ignored.
 * The person's own inputs are kept: net and garment values, the chosen size, the corrections.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { gradeCategory } from '../rules/grading';
import { roundTo01 } from '../rules/rounding';
import { chartFor, chartSize } from '../rules/standard-size';
import { normalizeSizeInfo } from './build-payload';
import { MEASURE_TYPE } from './constants';
import type { FastSizeInfo, FastSizeRow } from './payload';
import { emptySizeRow } from './state';
import type { SizeContext } from './validate';

/**
 * Net body: every table is graded from its net values, wearing style and grading technique, the
 * same for a customer's order and for each employee of a team (whether the screen showed the
 * grading, 智能放码, or the staff came from an imported sheet): a garment is never cut at the body's
 * size. Without a wearing style nothing can be graded (spec 2 §5).
 */
function deriveNet(snapshot: CatalogueSnapshot, ctx: SizeContext, size: FastSizeInfo): FastSizeInfo {
  const nets = size.size_data.map((r) => ({ item_id: r.body_item_id, net: r.body_item_net_value! }));
  const grades = gradeCategory(snapshot, { cate_id: ctx.categoryId, wearing_style: ctx.wearingStyle, tech_ids: ctx.techIds }, nets);
  const size_data = size.size_data.map((r) => {
    const diff = grades.get(r.body_item_id) ?? null;
    return { ...r, body_item_diff_value: diff, body_base_value: diff === null ? null : roundTo01(r.body_item_net_value! + diff) };
  });
  return { ...size, size_data };
}

/**
 * Standard size: one row per item of the category that the chosen size of the person's chart has
 * (with the edition's offsets), its standard data from the chart and the correction the client
 * entered for it. No size of the chart chosen: no rows.
 */
function deriveStandard(snapshot: CatalogueSnapshot, ctx: SizeContext, size: FastSizeInfo): FastSizeInfo {
  const idx = indexCatalogue(snapshot);
  const chart = chartFor(snapshot, ctx.categoryId, ctx.genderId);
  const standard = chart && size.size_value ? chartSize(chart, ctx.edition, size.size_value) : undefined;
  if (!standard) return { ...size, size_data: [] };
  const sent = (itemId: number) => size.size_data.find((r) => r.body_item_id === itemId);
  const size_data: FastSizeRow[] = (idx.itemsOfCategory.get(ctx.categoryId) ?? []).flatMap((item) => {
    const value = standard.items.find((i) => i.item_id === item.item_id)?.value;
    if (value === undefined) return [];
    return [
      {
        ...emptySizeRow(item.item_id, idx.bodyItemName.get(item.item_id)?.zh ?? String(item.item_id)),
        body_base_value: value,
        body_correct_value: sent(item.item_id)?.body_correct_value ?? null,
        cate_id: ctx.categoryId,
        size_value: standard.size_value,
        size_name: standard.size_name,
      },
    ];
  });
  return { ...size, size_value: standard.size_value, size_name: standard.size_name, size_data };
}

/** The size table the order keeps: the client's inputs, with the derived values computed here. */
export function deriveSizeInfo(snapshot: CatalogueSnapshot, ctx: SizeContext, sent: FastSizeInfo): FastSizeInfo {
  const size = normalizeSizeInfo(sent);
  if (size.size_info_type === MEASURE_TYPE.net) return deriveNet(snapshot, ctx, size);
  if (size.size_info_type === MEASURE_TYPE.standard) return deriveStandard(snapshot, ctx, size);
  return size;
}
