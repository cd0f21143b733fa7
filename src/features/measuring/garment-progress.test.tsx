// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskPersonMirror } from '@/db/db';
import { usePeopleProgress } from './garment-progress';

const person = (id: number, measuring_status_id: number) =>
  ({ key: `1:${id}`, taskId: 1, id, truename: `员工${id}`, company_name: '华东能源', department_name: '工程部', gender_id: 1, measuring_status_id, no_sleeve: false, data: { person: {}, measurements: [] } }) as unknown as TaskPersonMirror;

const countsOf = (people: TaskPersonMirror[], whole: boolean) =>
  renderHook(() => usePeopleProgress({ task: undefined, people, whole, measurementsPending: false, catalogue: null })).result.current.counts;

describe('the measuring detail’s counters', () => {
  it('count the whole task as read', () => {
    expect(countsOf([person(1, 1), person(2, 2)], true)).toMatchObject({ total: 2 });
  });

  it('show nothing, not zeros, for people not read as a whole: a task not on this device offline, or only its first people', () => {
    expect(countsOf([], false)).toBeUndefined();
    expect(countsOf([person(1, 1)], false)).toBeUndefined();
  });
});
