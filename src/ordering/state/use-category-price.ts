import { useEffect, useState } from 'react';
import type { PriceBreakdown } from '@/domain/rules/price';
import type { TechState } from '@/domain/rules/technique';
import { rulesWorker } from '../../../workers/rules.client';

/**
 * A category's price (making process plus techniques) from the rules worker, for the techniques
 * chosen; null until a process is chosen, or when the rules cannot price it.
 */
export function useCategoryPrice(categoryId: number, tech: TechState | null | undefined, processId: number | null | undefined): PriceBreakdown | null {
  const [price, setPrice] = useState<PriceBreakdown | null>(null);
  const techKey = tech ? JSON.stringify([tech.choices.map((c) => c.tech_id), tech.specials]) : '';
  useEffect(() => {
    let live = true;
    if (!tech || !processId) {
      setPrice(null);
      return;
    }
    const ids = [...tech.choices.map((c) => c.tech_id), ...tech.specials];
    void rulesWorker()
      .price({ category_id: categoryId, process_id: processId, tech_ids: ids })
      .then((r) => live && setPrice(r.ok ? r.value : null));
    return () => {
      live = false;
    };
    // techKey stands for the chosen ids.
  }, [techKey, processId, categoryId]);
  return price;
}
