import { useEffect } from 'react';
import { useTranslation } from '@/ui/i18n';
import { categoriesFor } from '@/domain/deep/validate';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { FastCategory, FastOrderForm } from '@/ordering/state/fast-order-state';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';
import { rulesWorker } from '../../../../workers/rules.client';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepStepProblem } from '../state/step-rules';
import { useDeepSteps } from '../state/use-deep-steps';

/** Whether the form holds more than the selection: changing the categories would throw it away. */
function beyondSelection(form: FastOrderForm): boolean {
  const u = form.user;
  return form.fabric.fabric_num !== '' || Object.keys(form.measure.perCategory).length > 0 || [u.user_name, u.user_mobilephone, u.user_address].some((v) => v.trim() !== '');
}

/**
 * The selection step's choices on the deep draft: gender, series and categories (each resetting
 * what follows, after asking when more was entered), a pattern per category, the making process,
 * or all of them from a product code; and Next with the step's rule.
 */
export function useSelectionForm() {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index } = useDeepStepContext();
  const snapshot = index.snapshot;
  const warn = useWarn();
  const { draft, dispatch, work } = useDeepDraft();
  const { next, restartFrom } = useDeepSteps();
  const form = draft.form;

  // A new category's technique state comes from the rules worker.
  const pending = form.categories.filter((c) => !c.tech).map((c) => c.category_id).join(',');
  useEffect(() => {
    if (!pending) return;
    let live = true;
    for (const id of pending.split(',').map(Number)) {
      work.track(
        rulesWorker()
          .emptyTechState(id)
          .then((tech) => live && dispatch({ type: 'form', action: { type: 'setTech', category_id: id, tech } })),
      );
    }
    return () => {
      live = false;
    };
  }, [pending, dispatch, work.track]);

  /** spec 2 §2.4: a new gender, series or set of categories resets the state; what was entered after the selection is asked about first. */
  const resetting = (change: () => void) => {
    if (!beyondSelection(form)) return change();
    confirmAction({ title: t('selection.categories'), message: t('selection.change_category_confirm'), cancelled: t('cancelled'), onConfirm: change });
  };
  const setGender = (gender: 1 | 2) =>
    resetting(() => {
      dispatch({ type: 'setGender', gender });
      void restartFrom(0);
    });
  const setSeries = (series_id: number) =>
    resetting(() => {
      dispatch({ type: 'setSeries', series_id });
      void restartFrom(0);
    });
  const setCategories = (ids: number[]) =>
    resetting(() => {
      dispatch({ type: 'setCategories', ids });
      void restartFrom(0);
    });

  const chooseEdition = async (category: FastCategory, value: string | null) => {
    if (!category.tech) return;
    const result = await rulesWorker().chooseEdition(category.tech, value ? Number(value) : null);
    if (!result.ok) return warn(result.message);
    let tech = result.value;
    if (form.fabric.fabric_num && form.fabric.type_id !== 2) tech = await rulesWorker().fabricTechniques(tech, form.fabric.fabric_num);
    dispatch({ type: 'form', action: { type: 'setTech', category_id: category.category_id, tech, product_code: '', style_number: '' } });
  };
  const setProcess = (process_id: number | null) => dispatch({ type: 'form', action: { type: 'setProcess', process_id } });

  /** spec 2 §2.4: the product code needs a category; it sets the pattern, fabric and process, and replaces the design. */
  const pickProduct = async (code: string | null) => {
    if (!code) return;
    const product = index.product.get(code);
    const category = form.categories.find((c) => c.category_id === product?.category_id);
    if (!product || !category?.tech) return warn('deep:selection.product_needs_category');
    const result = await rulesWorker().applyProduct(category.tech, code, 0);
    if (!result.ok) return warn(result.message);
    dispatch({ type: 'form', action: { type: 'setTech', category_id: category.category_id, tech: result.value.state, product_code: code, style_number: '' } });
    dispatch({ type: 'form', action: { type: 'setProcess', process_id: product.process_id } });
    const fabric = index.fabric.get(product.fabric_num);
    if (fabric) {
      dispatch({ type: 'setFabricType', fabric_type: fabric.type_id });
      dispatch({ type: 'form', action: { type: 'setFabric', fabric: { fabric_num: fabric.fabric_num, composition: pickName(lang, fabric.composition, fabric.composition_en), texture: fabric.texture } } });
    }
    notify.success(t('selection.product_applied', { code }));
  };

  const offered = categoriesFor(snapshot, form.user.user_sex, draft.series_id);
  const products = snapshot.products.filter((p) => form.categories.some((c) => c.category_id === p.category_id));
  const processes = snapshot.processes.filter((p) => form.categories.length > 0 && form.categories.every((c) => p.prices.some((x) => x.category_id === c.category_id))).sort((a, b) => a.sort - b.sort);
  const onNext = () => next(deepStepProblem(0, draft, index, lang));

  return {
    index,
    draft,
    offered,
    products,
    processes,
    setGender,
    setSeries,
    setCategories,
    chooseEdition: (category: FastCategory, value: string | null) => work.track(chooseEdition(category, value)),
    setProcess,
    pickProduct: (code: string | null) => work.track(pickProduct(code)),
    onNext,
  };
}

export type SelectionForm = ReturnType<typeof useSelectionForm>;
