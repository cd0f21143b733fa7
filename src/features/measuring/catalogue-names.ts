/**
 * Names of categories, body items and special shapes in the interface language. The server names
 * them in the language of the request, but a mirrored task keeps the language it was fetched in;
 * the mirrored catalogue holds both, so the screens (online or offline, after a language switch)
 * name them from it, falling back to what the task says.
 */
import type { CatalogueSnapshot } from '@/domain/catalogue/types';

export type CatalogueNames = {
  category: (id: number, fallback: string | undefined) => string;
  bodyItem: (id: number, fallback: string) => string;
  shape: (id: number, fallback: string) => string;
};

export function catalogueNames(catalogue: CatalogueSnapshot | null | undefined, language: string): CatalogueNames {
  const english = language.startsWith('en');
  const pick = (row: { name_en: string } | undefined, zh: string | undefined, fallback: string | undefined, id: number) =>
    (english ? row?.name_en : zh) || fallback || String(id);
  const categories = new Map((catalogue?.categories ?? []).map((c) => [c.id, c]));
  const items = new Map((catalogue?.body_items ?? []).map((b) => [b.id, b]));
  const shapes = new Map((catalogue?.special_shapes ?? []).map((s) => [s.id, s]));
  return {
    category: (id, fallback) => pick(categories.get(id), categories.get(id)?.name, fallback, id),
    bodyItem: (id, fallback) => pick(items.get(id), items.get(id)?.item_name, fallback, id),
    shape: (id, fallback) => pick(shapes.get(id), shapes.get(id)?.shape_name, fallback, id),
  };
}
