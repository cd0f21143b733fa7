// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { GroupEntrySchema } from '@/domain/group-buy/contract';
import { i18n } from './i18n';
import { useIssueSentence } from './use-issue-sentence';

// The errors namespace's sentence for a list past its length, and the field's label (locales/zh/errors.json).
beforeAll(() => i18n.init('zh', { errors: { field: { too_many: '{{field}}：最多 {{max}} 项' }, label: { goods_info: '商品' } } }, () => Promise.resolve({})));

describe('a payload’s schema issue, said before sending', () => {
  it('names the field by its label in the reader’s language, not in zod’s English', () => {
    const entry = { goods_info: Array.from({ length: 31 }, () => ({})) };
    const parsed = GroupEntrySchema.safeParse(entry);
    expect(parsed.success).toBe(false);
    const tooMany = parsed.error!.issues.find((i) => i.path.join('.') === 'goods_info')!;
    const say = renderHook(() => useIssueSentence()).result.current;
    expect(say(tooMany, entry)).toBe('商品：最多 30 项');
  });
});
