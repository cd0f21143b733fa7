import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { canOpenDeepStep, firstIncompleteStep } from '@/domain/deep/steps';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { initialDeepDraft, type DeepDraft } from './deep-state';
import { completedSteps } from './step-rules';

const index = indexCatalogue(FIXTURE);

/** Trousers of the business series in their pattern and the handmade process, fabric NS1101. */
function draftWithFabric(fabric_num: string): DeepDraft {
  const draft = initialDeepDraft();
  return {
    ...draft,
    series_id: 1,
    form: {
      ...draft.form,
      user: { ...draft.form.user, user_sex: 1 },
      categories: [{ category_id: 2, tech: { category_id: 2, edition_id: 3, edition_locked: false, choices: [], specials: [] }, product_code: '', style_number: '', details: {} }],
      process_id: 1,
      fabric: { ...draft.form.fabric, type_id: 1, fabric_num },
    },
  };
}

describe('the deep steps complete now', () => {
  it('are the steps passed whose rule the draft still satisfies', () => {
    expect(completedSteps([true, true], draftWithFabric('NS1101'), index, 'zh')).toEqual([true, true]);
    // Not passed yet: not complete, however the draft stands.
    expect(completedSteps([true], draftWithFabric('NS1101'), index, 'zh')).toEqual([true]);
  });

  it('leave out a step passed whose choice the draft lost, so the flow opens that step again', () => {
    // Progress written at Next beside a draft saved before the fabric was picked.
    const done = completedSteps([true, true], draftWithFabric(''), index, 'zh');
    expect(done).toEqual([true, false]);
    expect(canOpenDeepStep(2, done)).toBe(false);
    expect(firstIncompleteStep(done)).toBe(1);
    const noSeries = { ...draftWithFabric('NS1101'), series_id: null };
    expect(firstIncompleteStep(completedSteps([true, true], noSeries, index, 'zh'))).toBe(0);
  });
});
