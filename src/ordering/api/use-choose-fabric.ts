/**
 * Picking a catalogue fabric for an order (spec 2 §4): it fills the number, composition and 3D
 * texture, and replaces each category's fabric-dependent (type 3) techniques with the fabric's.
 * The fast order's fabric select and the deep fabric step both pick this way.
 */
import { useCallback } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { Fabric } from '@/domain/catalogue/types';
import { rulesWorker } from '../../../workers/rules.client';
import { useFastOrder } from '../state/fast-order-context';
import { pickName } from './use-fast-catalogue';

export function useChooseFabric() {
  const { i18n } = useTranslation();
  const { state, dispatch, work } = useFastOrder();
  const categories = state.categories;
  const apply = useCallback(
    async (fabric: Fabric | undefined) => {
      dispatch({
        type: 'setFabric',
        fabric: fabric
          ? { fabric_num: fabric.fabric_num, composition: pickName(i18n.language, fabric.composition, fabric.composition_en), texture: fabric.texture }
          : { fabric_num: '', composition: '', texture: '' },
      });
      if (!fabric) return;
      for (const c of categories) {
        if (!c.tech) continue;
        const tech = await rulesWorker().fabricTechniques(c.tech, fabric.fabric_num);
        dispatch({ type: 'setTech', category_id: c.category_id, tech });
      }
    },
    [categories, dispatch, i18n.language],
  );
  // The fabric shows at once; its techniques land on each category when the worker answers.
  return useCallback((fabric: Fabric | undefined) => work.track(apply(fabric)), [apply, work.track]);
}
