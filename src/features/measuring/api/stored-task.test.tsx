// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/db/db';
import { toPersonRow } from '@/db/measuring-effects';
import { holdExactly, toBuckets } from '@/db/people-buckets';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import type { MeasuringPerson } from '@/domain/measuring/wire';
import { readStoredTaskEarly } from './early-list';
import { readTaskList, useStoredTask } from './stored-task';

const TASK = 7;
const USER = 11;
const person = (id: number) => toPersonRow({ id, task_id: TASK, truename: `P${id}`, company_name: 'C', department_name: 'D' } as MeasuringPerson, []);

afterEach(async () => {
  await holdExactly(db.peopleBuckets, TASK, new Map());
  await db.settings.clear();
});

describe("a task the device holds, as its screen reads it", () => {
  it("holds back what the screen begins behind the list (`listFirst`) until a deep link's early read is on screen", async () => {
    await holdExactly(db.peopleBuckets, TASK, toBuckets([person(2), person(1)]));
    await db.settings.put({ key: MIRROR_STAMP.task(TASK), value: 99 });
    readStoredTaskEarly(USER, TASK, readTaskList);

    const { result } = renderHook(() => useStoredTask(USER, TASK));
    expect(result.current.listFirst).toBe(true);
    // The early read shows first; the frame after it, the whole task is read and `listFirst` ends.
    await waitFor(() => expect(result.current.stored?.people.map((p) => p.id)).toEqual([1, 2]));
    await waitFor(() => expect(result.current.listFirst).toBe(false));
    await waitFor(() => expect(result.current.stored?.copy).toBe(false));
    expect(result.current.stored?.stamp).toBe(99);
  });

  it('holds nothing back without an early read (a visit from within the app reads the task itself)', async () => {
    const { result } = renderHook(() => useStoredTask(USER, TASK));
    expect(result.current.listFirst).toBe(false);
    await waitFor(() => expect(result.current.stored).toEqual({ people: [], stamp: null, copy: false }));
  });
});
