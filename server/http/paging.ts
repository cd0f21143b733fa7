/**
 * The two things every list endpoint does: match a keyword anywhere in a text column, and count
 * the rows a filtered query matches before reading the page shown (row numbers and the pager
 * need the total).
 */
import { sql, type SelectQueryBuilder } from 'kysely';

export type PageQuery = { page: number; size: number };

/** An ILIKE pattern that finds `keyword` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Counts what `base` matches, then reads page `page` of it through `select` (its columns and
 * order). Both queries see the same filters because they start from the same builder.
 */
export async function paginate<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, NothingSelected>,
  page: PageQuery,
  select: (qb: SelectQueryBuilder<DB, TB, NothingSelected>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ total: number; rows: R[] }> {
  // Kysely cannot narrow a select on a generic builder, hence the one cast.
  const counted = (await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()) as { total: number };
  const rows = await select(base)
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return { total: Number(counted.total), rows };
}

/** Kysely's selection type of a query that selects nothing yet. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it is Kysely's own `{}`
export type NothingSelected = {};
