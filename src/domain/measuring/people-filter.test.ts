import { describe, expect, it } from 'vitest';
import { countPeople, peoplePredicate, type FilterablePerson } from './people-filter';

const person = (p: Partial<FilterablePerson>): FilterablePerson => ({
  truename: '张三',
  company_name: 'A',
  department_name: '行政部',
  gender_id: 1,
  measuring_status_id: 1,
  no_sleeve: false,
  ...p,
});

const people = [
  person({ truename: '张三' }),
  person({ truename: '李四', gender_id: 2, measuring_status_id: 2 }),
  person({ truename: 'Ann', measuring_status_id: 4, company_name: 'B', department_name: 'Sales' }),
  person({ truename: '王五', measuring_status_id: 2, no_sleeve: true }),
];
const names = (q: Parameters<typeof peoplePredicate>[0]) => people.filter(peoplePredicate(q)).map((p) => p.truename);

describe('people filter (spec 3 §2 measuring detail)', () => {
  it('filters by the four statuses: not measured, measured (incl. repaired), not sleeve-fitted, repaired', () => {
    expect(names({ isVolume: 0 })).toHaveLength(4);
    expect(names({ isVolume: 1 })).toEqual(['张三']);
    expect(names({ isVolume: 2 })).toEqual(['李四', 'Ann', '王五']);
    expect(names({ isVolume: 3 })).toEqual(['王五']);
    expect(names({ isVolume: 4 })).toEqual(['Ann']);
  });

  it('filters by gender, company, department and a case-insensitive keyword on name or department', () => {
    expect(names({ gender_id: 2 })).toEqual(['李四']);
    expect(names({ company_name: 'B' })).toEqual(['Ann']);
    expect(names({ company_name: 'A', department_name: '行政部' })).toEqual(['张三', '李四', '王五']);
    expect(names({ keywords: ' ann ' })).toEqual(['Ann']);
    expect(names({ keywords: 'sales' })).toEqual(['Ann']);
  });

  it('counts total, measured, not measured, not sleeve-fitted and repaired', () => {
    expect(countPeople(people)).toEqual({ total: 4, already: 3, no: 1, partial: 0, no_sleeve: 1, repair: 1, conflicts: 0 });
  });

  it('counts among the not measured those part way, as the caller tells', () => {
    const more = [...people, person({ truename: '赵六' })];
    expect(countPeople(more, (p) => p.truename === '赵六')).toMatchObject({ no: 2, partial: 1, already: 3 });
    // Someone measured is never counted part way.
    expect(countPeople(more, () => true)).toMatchObject({ no: 2, partial: 2 });
  });
});
