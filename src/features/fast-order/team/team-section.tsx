import type { CatalogueIndex } from '@/domain/catalogue/lookup';

type TeamSectionProps = { index: CatalogueIndex };

/** Team order (order type 2): configurations, employees, upload and company info (spec 2 §2.1, §2.7). */
export function TeamSection(_props: TeamSectionProps) {
  return null;
}
