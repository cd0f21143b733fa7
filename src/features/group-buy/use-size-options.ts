import { useEffect, useMemo, useState } from 'react';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { rulesWorker } from '../../../workers/rules.client';

/** The order's garments as the rules worker takes them, kept while the order's goods are. */
export const useGoodsKeys = (order: GroupOrder) => useMemo(() => order.goods_info.map((g) => ({ category_id: g.category_id, edition_number: g.edition_number })), [order.goods_info]);

/** The chart sizes a person can be given, keyed `category:gender`, from the rules worker. */
export function useSizeOptions(order: GroupOrder, index: CatalogueIndex): Map<string, string[]> {
  const goods = useGoodsKeys(order);
  const [options, setOptions] = useState<Map<string, string[]>>(new Map());
  useEffect(() => {
    let live = true;
    void (async () => {
      const out = new Map<string, string[]>();
      for (const g of goods) {
        const edition = index.editionByNumber.get(g.edition_number);
        for (const gender of [1, 2]) out.set(`${g.category_id}:${gender}`, (await rulesWorker().standardSizes(g.category_id, gender, edition?.id)).map((s) => s.size_value));
      }
      if (live) setOptions(out);
    })();
    return () => {
      live = false;
    };
  }, [goods, index]);
  return options;
}
