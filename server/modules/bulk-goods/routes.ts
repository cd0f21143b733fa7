/**
 * Bulk goods (spec 2 §7 "Bulk goods") under /large_goods: product codes, their goods and
 * sizes, the existence check of new codes, adding new codes, and the order. The style, edition,
 * fabric and technique lookups are the catalogue's (the fast order's, which the screen reads from
 * its mirrored catalogue). Held by the accounts whose role has the large_goods module.
 */
import { calls } from '@/domain/bulk-goods/calls';
import { defaultSizes } from '@/domain/bulk-goods/rules';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { moduleRoute } from '../../http/module-route';
import { Answer } from '../../http/route';
import { loadIndexed } from '../catalogue/service';
import { loadCatalogue } from '../catalogue/snapshot';
import { codeCheck, productDefinition } from '../product-codes/service';
import { addBulkOrder, addProductCodes, productInfo, searchProducts } from './service';

const route = moduleRoute('large_goods');

export const bulkGoodsRoutes = [
  route(calls.productSearch, {
    summary: 'Product codes containing keyword: the seller’s own first, then the catalogue’s (20 at most)',
    access: 'user',
    handler: async ({ db, user, query, lang }) => searchProducts(db, await loadCatalogue(db), user, query.keyword, lang),
  }),

  route(calls.productInfo, {
    summary: 'One product code’s goods (productCode, fabricNum, cates with their list price and starting sizes)',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      const snapshot = await loadCatalogue(db);
      const def = await productDefinition(db, snapshot, user, query.product_code);
      if (!def) throw new ApiError(ERRCODE.notFound, 'large_goods:product_unknown', { code: query.product_code });
      return productInfo(snapshot, def, lang);
    },
  }),

  route(calls.sizeList, {
    summary: 'Every size of a category’s chart (sizes) and the ones a row starts with (defaults)',
    access: 'user',
    handler: async ({ db, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const category = idx.category.get(query.category_id);
      if (!category) throw invalidField('category_id', 'large_goods:category_unknown');
      const edition = query.edition_number ? idx.editionByNumber.get(query.edition_number) : undefined;
      if (query.edition_number && edition?.category_id !== category.id) throw invalidField('edition_number', 'large_goods:edition_unknown', { edition: query.edition_number });
      const chart = chartFor(snapshot, category.id, category.gender_id || 1);
      return { sizes: chart ? expandChart(chart, edition).map((s) => s.size_value) : [], defaults: chart ? defaultSizes(chart) : [] };
    },
  }),

  route(calls.codeCheck, {
    summary: 'Whether a new product code (product_code) or style numbers (style_numbers, comma-separated) are taken',
    access: 'user',
    handler: async ({ db, query }) => {
      const styles = query.style_numbers.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 10);
      return codeCheck(db, await loadCatalogue(db), query.product_code, styles);
    },
  }),

  route(calls.addProductCodes, {
    summary: 'Save a changed product as a new product code of the seller’s, with a new style number per category',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t, lang }) => new Answer(await addProductCodes(db, await loadCatalogue(db), user, body, t, lang), ERRCODE.ok, 'large_goods:codes_added'),
  }),

  route(calls.addOrder, {
    summary: 'Add a bulk order (order type 4) to the cart: checked and priced on the server',
    access: 'user',
    idempotent: true,
    bodyLimit: 1024 * 1024,
    handler: async ({ db, user, body, t }) => new Answer(await addBulkOrder(db, await loadCatalogue(db), user, body, t), ERRCODE.ok, 'large_goods:ordered'),
  }),
];
