// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageResources } from '@/domain/shared/translator';
import { i18n, useTranslation } from './i18n';

describe('the app’s words', () => {
  it('fetches the namespaces in use before switching language, then renders its readers again with a new t', async () => {
    const asked: string[][] = [];
    const english: LanguageResources = { common: { hi: 'Hello, {{name}}' }, measuring: { title: 'Measuring' } };
    i18n.init('zh', { common: { hi: '你好，{{name}}' }, measuring: { title: '量体' } }, (lang, namespaces) => {
      asked.push([lang, ...namespaces]);
      return Promise.resolve(lang === 'en' ? english : {});
    });
    const { result } = renderHook(() => [useTranslation(), useTranslation('measuring')] as const);
    const [first] = result.current;
    expect(result.current[0].t('hi', { name: '安' })).toBe('你好，安');
    expect(result.current[1].t('title')).toBe('量体');

    await act(() => i18n.changeLanguage('en'));
    expect(asked).toEqual([['en', 'common', 'measuring']]);
    expect(result.current[0].t('hi', { name: 'Ann' })).toBe('Hello, Ann');
    expect(result.current[1].t('title')).toBe('Measuring');
    expect(result.current[0].t).not.toBe(first.t);
    expect(result.current[1].i18n.language).toBe('en');
  });

  it('gives the same t on every render in one language', () => {
    i18n.init('zh', { common: {} }, () => Promise.resolve({}));
    const { result, rerender } = renderHook(() => useTranslation('common').t);
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
