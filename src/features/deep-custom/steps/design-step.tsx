import { Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { TechGroup, Technique } from '@/domain/catalogue/types';
import type { TechState } from '@/domain/rules/technique';
import { categoryName, pickName } from '@/ordering/api/use-fast-catalogue';
import { TechDetailFields } from '@/ordering/components/tech-detail-fields';
import type { FastCategory } from '@/ordering/state/fast-order-state';
import { useWarn } from '@/ui/use-warn';
import { rulesWorker } from '../../../../workers/rules.client';
import { DesignGroupMenu } from '../components/design-group-menu';
import { DesignTiles } from '../components/design-tiles';
import { StepFooter } from '../components/step-footer';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepStepProblem } from '../state/step-rules';
import { useDeepSteps } from '../state/use-deep-steps';
import classes from './design-step.module.css';

const hasDetails = (t: Technique) => t.allow_content === 1 || t.items.length > 0;

/**
 * 设计 (spec 2 §2.4, §4, §5): the technology tree of each garment: types, their positions, and the
 * techniques of the position in view. The fast order's rules engine decides every click: a type-1
 * choice replaces the others and may bring defaults in, a refused one says what it clashes with,
 * and clicking a chosen technique again removes it. A technique with details opens them, and
 * they must be confirmed before anything else (请先确认当前工艺).
 */
export function DesignStep() {
  const { t, i18n } = useTranslation('deep');
  const lang = i18n.language;
  const warn = useWarn();
  const { index } = useDeepStepContext();
  const { draft, dispatch, work } = useDeepDraft();
  const { next, previous } = useDeepSteps();
  const form = draft.form;
  const sub = draft.subChoice;
  const active = form.categories.find((c) => c.category_id === form.activeCategory) ?? form.categories[0];
  const groups = active ? (index.groupsOfCategory.get(active.category_id) ?? []) : [];
  const [groupId, setGroupId] = useState<number | null>(null);
  const group = groups.find((g) => g.id === groupId) ?? groups[0];

  // Leaving the step another way (the browser's back) leaves no panel waiting to block the others.
  useEffect(() => () => dispatch({ type: 'closeSubChoice' }), [dispatch]);

  /** While details wait for confirmation, nothing else may be clicked. */
  const blocked = () => {
    if (!sub) return false;
    warn('deep:confirm_current');
    return true;
  };

  const setTech = (category: FastCategory, tech: TechState) => dispatch({ type: 'form', action: { type: 'setTech', category_id: category.category_id, tech } });

  const click = async (category: FastCategory, g: TechGroup, technique: Technique) => {
    const tech = category.tech;
    if (!tech || blocked()) return;
    const chosen = g.is_special ? tech.specials.includes(technique.id) : tech.choices.some((c) => c.tech_id === technique.id);
    if (g.is_special) {
      const result = await rulesWorker().toggleSpecial(tech, technique.id);
      if (!result.ok) return warn(result.message);
      setTech(category, result.value);
    } else if (chosen) {
      return setTech(category, await rulesWorker().cancelTechnique(tech, g.id));
    } else {
      const result = await rulesWorker().chooseTechnique(tech, technique.id);
      if (!result.ok) return warn(result.message);
      setTech(category, result.value);
    }
    if (!chosen && hasDetails(technique)) dispatch({ type: 'openSubChoice', choice: { category_id: category.category_id, tech_id: technique.id } });
  };

  const onNext = () => next(deepStepProblem(2, draft, index, i18n.language));

  if (!active?.tech) return null;
  const tech = active.tech;
  const choiceOf = (g: TechGroup) => (g.is_special ? tech.specials.find((id) => index.technique.get(id)?.group_id === g.id) : tech.choices.find((c) => c.group_id === g.id && c.tech_id > 0)?.tech_id);
  const subTech = sub ? index.technique.get(sub.tech_id) : undefined;

  return (
    <Stack gap="md" data-testid="deep-design">
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          size="md"
          mb="md"
          value={String(active.category_id)}
          onChange={(v) => !blocked() && dispatch({ type: 'form', action: { type: 'setActiveCategory', category_id: Number(v) } })}
          data={form.categories.map((c) => ({ value: String(c.category_id), label: categoryName(index, lang, c.category_id) }))}
          data-testid="deep-design-categories"
        />
        <div className={classes.tree}>
          <DesignGroupMenu index={index} groups={groups} activeId={group?.id} choiceOf={choiceOf} onPick={(id) => !blocked() && setGroupId(id)} />

          <Stack gap="sm">
            {group && (
              <>
                <Title order={3} size="h5">{pickName(lang, group.name, group.name_en)}</Title>
                <DesignTiles index={index} group={group} tech={tech} onClick={(x) => work.track(click(active, group, x))} />
              </>
            )}
            {sub && subTech && (
              <Paper withBorder p="md" radius="md" className={classes.sub} data-testid="deep-sub-choice">
                <Title order={3} size="h5" mb="xs">
                  {t('design.sub_title', { name: pickName(lang, subTech.tech_name, subTech.tech_name_en) })}
                </Title>
                <TechDetailFields categoryId={sub.category_id} technique={subTech} size="md" withinPortal />
                <Group justify="flex-end" mt="sm">
                  <Button size="md" onClick={() => dispatch({ type: 'closeSubChoice' })} data-testid="deep-sub-confirm">
                    {t('design.confirm')}
                  </Button>
                </Group>
              </Paper>
            )}
          </Stack>
        </div>
      </Paper>
      <StepFooter onPrevious={previous} onNext={() => void onNext()} disabled={sub !== null} />
    </Stack>
  );
}
