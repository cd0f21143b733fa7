/**
 * The catalogue the fast purchase screen reads: the Dexie mirror (so the whole form works offline),
 * refreshed from the server when online; a changed snapshot is also reloaded into the rules worker.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { readMirroredCatalogue } from '@/db/catalogue-mirror';
import { db } from '@/db/db';
import type { TFunction } from '@/ui/i18n';
import { DEFAULT_SIZE_NAME } from '@/domain/catalogue/constants';
import { indexCatalogue, type CatalogueIndex } from '@/domain/catalogue/lookup';
import { refreshRulesCatalogue } from '../../../workers/rules.client';

export const fastCatalogueKey = ['catalogue', 'rules-worker'] as const;

export type FastCatalogue = { index: CatalogueIndex | null; loading: boolean; failed: boolean };

export function useFastCatalogue(): FastCatalogue {
  const refresh = useQuery({ queryKey: fastCatalogueKey, queryFn: () => refreshRulesCatalogue(), networkMode: 'online', retry: false, staleTime: 10 * 60_000 });
  const snapshot = useLiveQuery(() => readMirroredCatalogue(db), []);
  const index = useMemo(() => (snapshot ? indexCatalogue(snapshot) : null), [snapshot]);
  return { index, loading: snapshot === undefined || (snapshot === null && refresh.isFetching), failed: snapshot === null && !refresh.isFetching };
}

/** A catalogue name in the screen's language. */
export const pickName = (lang: string, zh: string, en: string) => (lang === 'en' ? en || zh : zh);

/** A category's name in the screen's language; its id when the catalogue no longer has it. */
export function categoryName(index: CatalogueIndex, lang: string, id: number): string {
  const c = index.category.get(id);
  return c ? pickName(lang, c.name, c.name_en) : String(id);
}

/** A size chart group's name: the default group (工厂码) is translated, others are shown as named. */
export const sizeGroupLabel = (t: TFunction, name: string | undefined) => (!name ? '' : name === DEFAULT_SIZE_NAME ? t('sizeGroupDefault') : name);
