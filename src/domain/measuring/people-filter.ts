/**
 * The people-list filter of measuring detail (spec 3 §2), as one pure function so the server's
 * get_task_user_list and the offline screen filter the same way.
 */
import { PEOPLE_FILTER, MEASURING_STATUS } from './constants';

export type FilterablePerson = {
  truename: string;
  company_name: string;
  department_name: string;
  gender_id: number;
  measuring_status_id: number;
  no_sleeve: boolean;
  /** How many of the person's fields are in conflict; absent in mirrors written before. */
  conflicts?: number;
};

export type PeopleQuery = {
  company_name?: string;
  department_name?: string;
  /** 0 all, 1 male, 2 female. */
  gender_id?: number;
  /** The status filter (spec's isVolume): 0 all, 1 to 4, 5 in conflict. */
  isVolume?: number;
  keywords?: string;
};

export function matchesStatus(p: FilterablePerson, filter: number): boolean {
  switch (filter) {
    case PEOPLE_FILTER.notMeasured:
      return p.measuring_status_id === MEASURING_STATUS.notMeasured;
    case PEOPLE_FILTER.measured:
      return p.measuring_status_id !== MEASURING_STATUS.notMeasured;
    case PEOPLE_FILTER.noSleeve:
      return p.no_sleeve;
    case PEOPLE_FILTER.repaired:
      return p.measuring_status_id === MEASURING_STATUS.repaired;
    case PEOPLE_FILTER.inConflict:
      return (p.conflicts ?? 0) > 0;
    default:
      return true;
  }
}

/** Returns a predicate; build it once per query, then run it over many people. */
export function peoplePredicate(q: PeopleQuery): (p: FilterablePerson) => boolean {
  const keyword = q.keywords?.trim().toLowerCase() ?? '';
  const status = q.isVolume ?? 0;
  const gender = q.gender_id ?? 0;
  return (p) =>
    (!q.company_name || p.company_name === q.company_name) &&
    (q.department_name === undefined || q.department_name === '' || p.department_name === q.department_name) &&
    (gender === 0 || p.gender_id === gender) &&
    matchesStatus(p, status) &&
    (keyword === '' || p.truename.toLowerCase().includes(keyword) || p.department_name.toLowerCase().includes(keyword));
}

/** `partial`: of the `no` (not measured), those with some of their garments measured (./completion.ts). */
export type TaskCounts = { total: number; already: number; no: number; partial: number; no_sleeve: number; repair: number; conflicts: number };

/**
 * The counters of the left menu and the detail header (spec 3 §2). `isPartial` says whether a
 * person not measured has some garments measured (the device reckons it from what it holds).
 */
export function countPeople<P extends FilterablePerson>(people: Iterable<P>, isPartial: (p: P) => boolean = () => false): TaskCounts {
  const c: TaskCounts = { total: 0, already: 0, no: 0, partial: 0, no_sleeve: 0, repair: 0, conflicts: 0 };
  for (const p of people) {
    c.total += 1;
    if (p.measuring_status_id === MEASURING_STATUS.notMeasured) {
      c.no += 1;
      if (isPartial(p)) c.partial += 1;
    } else c.already += 1;
    if (p.no_sleeve) c.no_sleeve += 1;
    if (p.measuring_status_id === MEASURING_STATUS.repaired) c.repair += 1;
    if ((p.conflicts ?? 0) > 0) c.conflicts += 1;
  }
  return c;
}

/** People per department per company, for the departments panel: company -> department -> count. */
export function departmentTree(people: readonly { company_name: string; department_name: string }[]): Map<string, Map<string, number>> {
  const m = new Map<string, Map<string, number>>();
  for (const p of people) {
    const d = m.get(p.company_name) ?? new Map<string, number>();
    d.set(p.department_name, (d.get(p.department_name) ?? 0) + 1);
    m.set(p.company_name, d);
  }
  return m;
}
