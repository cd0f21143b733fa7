import { describe, expect, it } from 'vitest';
import { compareCodePoints, comparePeople } from './people-order';

/** Code point order by construction: through the code points themselves. */
const byCodePoints = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

describe('compareCodePoints', () => {
  const names = ['部门10', '部门2', '部门1', 'b', 'B', 'a', '', 'ab', 'a', '公司', '公司A', '😀', '\uff01', '\ue000', 'Émile', 'Zoe', '𠀀'];

  it('orders as code points do, above U+D7FF too (where UTF-16 code units do not)', () => {
    // The emoji (U+1F600) and U+20000 come after U+FF01 by code point, before it by code unit.
    expect('😀' < '\uff01').toBe(true);
    expect(compareCodePoints('😀', '\uff01')).toBeGreaterThan(0);
    expect([...names].sort(compareCodePoints)).toEqual([...names].sort(byCodePoints));
  });

  it('is zero for equal strings and puts a prefix first', () => {
    expect(compareCodePoints('公司', '公司')).toBe(0);
    expect(compareCodePoints('公司', '公司A')).toBeLessThan(0);
    expect(compareCodePoints('', 'a')).toBeLessThan(0);
  });
});

describe('comparePeople', () => {
  it('orders by company, then department, then id', () => {
    const people = [
      { id: 3, company_name: '公司B', department_name: '行政部' },
      { id: 2, company_name: '公司A', department_name: '销售部' },
      { id: 1, company_name: '公司A', department_name: '销售部' },
      { id: 9, company_name: '公司A', department_name: '行政部' },
    ];
    // 行 (U+884C) comes before 销 (U+9500).
    expect([...people].sort(comparePeople).map((p) => p.id)).toEqual([9, 1, 2, 3]);
  });
});
