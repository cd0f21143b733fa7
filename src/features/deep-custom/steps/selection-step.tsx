import { Chip, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesFor } from '@/domain/deep/validate';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import type { FastCategory, FastOrderForm } from '@/ordering/state/fast-order-state';
import { confirmAction } from '@/ui/confirm';
import { Required } from '@/ui/required-label';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';
import { rulesWorker } from '../../../../workers/rules.client';
import { StepFooter } from '../components/step-footer';
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
 * 选品 (spec 2 §2.4): gender, series, categories (offered per gender: its own and the common ones),
 * a pattern per category and the making process, or all of them from a product code. Next needs
 * each of them (请选择 + the missing part).
 */
export function SelectionStep() {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const { index } = useDeepStepContext();
  const snapshot = index.snapshot;
  const warn = useWarn();
  const { draft, dispatch } = useDeepDraft();
  const { next, restartFrom } = useDeepSteps();
  const form = draft.form;
  const offered = categoriesFor(snapshot, form.user.user_sex, draft.series_id);
  const chosen = form.categories.map((c) => String(c.category_id));

  const setCategories = (ids: number[]) => {
    dispatch({ type: 'setCategories', ids });
    void restartFrom(0);
  };

  // A new category's technique state comes from the rules worker.
  const pending = form.categories.filter((c) => !c.tech).map((c) => c.category_id).join(',');
  useEffect(() => {
    if (!pending) return;
    let live = true;
    for (const id of pending.split(',').map(Number)) {
      void rulesWorker()
        .emptyTechState(id)
        .then((tech) => live && dispatch({ type: 'form', action: { type: 'setTech', category_id: id, tech } }));
    }
    return () => {
      live = false;
    };
  }, [pending, dispatch]);

  /** spec 2 §2.4: a new gender, series or set of categories resets the state; what was entered after the selection is asked about first. */
  const resetting = (change: () => void) => {
    if (!beyondSelection(form)) return change();
    confirmAction({ title: t('selection.categories'), message: t('selection.change_category_confirm'), cancelled: t('cancelled'), onConfirm: change });
  };
  const onCategories = (next: string[]) => resetting(() => setCategories(next.map(Number)));

  const chooseEdition = async (category: FastCategory, value: string | null) => {
    if (!category.tech) return;
    const result = await rulesWorker().chooseEdition(category.tech, value ? Number(value) : null);
    if (!result.ok) return warn(result.message);
    let tech = result.value;
    if (form.fabric.fabric_num && form.fabric.type_id !== 2) tech = await rulesWorker().fabricTechniques(tech, form.fabric.fabric_num);
    dispatch({ type: 'form', action: { type: 'setTech', category_id: category.category_id, tech, product_code: '', style_number: '' } });
  };

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

  const products = snapshot.products.filter((p) => form.categories.some((c) => c.category_id === p.category_id));
  const processes = snapshot.processes.filter((p) => form.categories.length > 0 && form.categories.every((c) => p.prices.some((x) => x.category_id === c.category_id))).sort((a, b) => a.sort - b.sort);

  const onNext = () => next(deepStepProblem(0, draft, index, lang));

  return (
    <Stack gap="md" data-testid="deep-selection">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="xl" align="flex-end" wrap="wrap">
            <div>
              <Required>{t('selection.gender')}</Required>
              <SegmentedControl
                mt={6}
                size="md"
                value={String(form.user.user_sex)}
                onChange={(v) =>
                  resetting(() => {
                    dispatch({ type: 'setGender', gender: v === '2' ? 2 : 1 });
                    void restartFrom(0);
                  })
                }
                data={[
                  { value: '1', label: t('fast_purchase:sex.1') },
                  { value: '2', label: t('fast_purchase:sex.2') },
                ]}
                data-testid="deep-gender"
              />
            </div>
            <div>
              <Required>{t('selection.series')}</Required>
              <Chip.Group
                value={draft.series_id ? String(draft.series_id) : ''}
                onChange={(v) =>
                  resetting(() => {
                    dispatch({ type: 'setSeries', series_id: Number(v) });
                    void restartFrom(0);
                  })
                }
              >
                <Group gap="xs" mt={6}>
                  {snapshot.series.map((s) => (
                    <Chip key={s.id} value={String(s.id)} size="md" wrapperProps={{ 'data-testid': `deep-series-${s.id}` }}>
                      {pickName(lang, s.name, s.name_en)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          </Group>
          <div>
            <Required>{t('selection.categories')}</Required>
            {offered.length === 0 ? (
              <Text size="sm" c="dimmed" mt={6}>
                {t('selection.categories_hint')}
              </Text>
            ) : (
              <Chip.Group multiple value={chosen} onChange={onCategories}>
                <Group gap="xs" mt={6} data-testid="deep-categories">
                  {offered.map((c) => (
                    <Chip key={c.id} value={String(c.id)} size="md" wrapperProps={{ 'data-testid': `deep-category-${c.id}` }}>
                      {pickName(lang, c.name, c.name_en)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
          </div>
        </Stack>
      </Paper>

      {form.categories.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            {t('selection.edition')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {form.categories.map((c) => {
              const cat = index.category.get(c.category_id);
              const all = snapshot.editions.filter((e) => e.category_id === c.category_id);
              const inSeries = all.filter((e) => e.series_id === draft.series_id);
              const editions = inSeries.length ? inSeries : all;
              return (
                <Select
                  key={c.category_id}
                  size="md"
                  label={<Required>{cat ? pickName(lang, cat.name, cat.name_en) : c.category_id}</Required>}
                  placeholder={t('fast_purchase:chooseEdition')}
                  disabled={c.tech?.edition_locked}
                  data={editions.map((e) => ({ value: String(e.id), label: `${e.edition_number} ${pickName(lang, e.name, e.name_en)}` }))}
                  value={c.tech?.edition_id ? String(c.tech.edition_id) : null}
                  onChange={(v) => void chooseEdition(c, v)}
                  data-testid={`deep-edition-${c.category_id}`}
                />
              );
            })}
          </SimpleGrid>
          <Group mt="md" gap="md" align="flex-end" wrap="wrap">
            <Select
              w={280}
              size="md"
              label={<Required>{t('selection.process')}</Required>}
              placeholder={t('fast_purchase:choose')}
              data={processes.map((p) => ({ value: String(p.id), label: pickName(lang, p.process_name, p.name_en) }))}
              value={form.process_id ? String(form.process_id) : null}
              onChange={(v) => dispatch({ type: 'form', action: { type: 'setProcess', process_id: v ? Number(v) : null } })}
              data-testid="deep-process"
            />
            <Select
              w={280}
              size="md"
              label={t('selection.product_code')}
              description={t('selection.product_code_hint')}
              searchable
              clearable
              value={null}
              data={products.map((p) => p.product_code)}
              limit={50}
              nothingFoundMessage={t('selection.product_none')}
              onChange={(v) => void pickProduct(v)}
              data-testid="deep-product-code"
            />
          </Group>
        </Paper>
      )}

      <StepFooter onNext={() => void onNext()} />
    </Stack>
  );
}
