// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, type TaskPersonMirror } from '@/db/db';
import { personKey, recordServerId } from '@/db/measuring-effects';
import { i18n } from '@/ui/i18n';
import zhMeasuring from '../../../locales/zh/measuring.json';
import { dropUnsavedOfTask, keepUnsaved, readUnsaved, unsavedKey } from './components/unsaved-measurements';
import { usePickedPerson } from './selection';
import { settleUnsaved, useSettledUnsaved } from './use-settled-unsaved';

const told = vi.hoisted(() => ({ warning: [] as string[] }));
vi.mock('@/ui/notify', () => ({ notify: { warning: (m: string) => told.warning.push(m), info: () => undefined, error: () => undefined } }));

i18n.init('zh', { measuring: zhMeasuring }, () => Promise.resolve({}));

const TASK = 3;
const person = (id: number, was?: string) => ({ key: personKey(TASK, id), taskId: TASK, id, truename: `P${id}`, ...(was ? { was } : {}) }) as TaskPersonMirror;
const keep = (id: number, name: string, task = TASK) =>
  keepUnsaved(unsavedKey(`${task}:${id}`), { draft: { height: 171 }, baseRev: 2, at: 1_700_000_000_000, name });
const keptKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('mtm.unsavedMeasurement.')).sort();

afterEach(async () => {
  localStorage.clear();
  told.warning.length = 0;
  await db.settings.clear();
});

describe('unsaved values as the task’s people change on the device', () => {
  it('stay with a person the task still has, and follow one added offline to the id the server gave them', async () => {
    keep(7, '张娜');
    keep(-1, '离线新人');
    await recordServerId(db, -1, 501);
    expect(await settleUnsaved(TASK, [person(7), person(501)])).toEqual([]);
    expect(keptKeys()).toEqual([unsavedKey(`${TASK}:501`), unsavedKey(`${TASK}:7`)].sort());
    expect(readUnsaved(unsavedKey(`${TASK}:501`))).toMatchObject({ draft: { height: 171 }, name: '离线新人' });
  });

  it('do not replace newer values already kept under the new id', async () => {
    keep(-1, '离线新人');
    keepUnsaved(unsavedKey(`${TASK}:501`), { draft: { height: 180 }, baseRev: 2, at: 1_700_000_100_000, name: '离线新人' });
    await recordServerId(db, -1, 501);
    await settleUnsaved(TASK, [person(501)]);
    expect(keptKeys()).toEqual([unsavedKey(`${TASK}:501`)]);
    expect(readUnsaved(unsavedKey(`${TASK}:501`))).toMatchObject({ draft: { height: 180 } });
  });

  it('go with a person the task no longer has, said by name; another task’s stay', async () => {
    keep(8, '李洋');
    keep(-2, '被拒新人');
    keep(9, '王芳', TASK + 1);
    const { result } = renderHook(() => useSettledUnsaved({ taskId: TASK, people: [person(7)], whole: true }));
    await waitFor(() => expect(told.warning).toHaveLength(2));
    expect(result.current).toBeUndefined();
    expect(told.warning).toEqual([`李洋 已不在本任务中（已在其他设备删除或未能添加），其未保存的修改已丢弃`, `被拒新人 已不在本任务中（已在其他设备删除或未能添加），其未保存的修改已丢弃`]);
    expect(keptKeys()).toEqual([unsavedKey(`${TASK + 1}:9`)]);
  });

  it('go once, said once, when two reads of the people settle them at the same time', async () => {
    keep(-2, '被拒新人');
    const both = await Promise.all([settleUnsaved(TASK, [person(7)]), settleUnsaved(TASK, [person(7)])]);
    expect(both.flat()).toEqual(['被拒新人']);
    expect(keptKeys()).toEqual([]);
  });

  it('go with their task when it is deleted, and no other task’s', () => {
    keep(8, '李洋');
    keep(-2, '离线新人');
    keep(9, '王芳', TASK + 1);
    dropUnsavedOfTask(TASK);
    expect(keptKeys()).toEqual([unsavedKey(`${TASK + 1}:9`)]);
  });

  it('are left alone while the people shown are not the whole task as stored', async () => {
    keep(8, '李洋');
    renderHook(() => useSettledUnsaved({ taskId: TASK, people: [person(7)], whole: false }));
    await new Promise((r) => setTimeout(r, 20));
    expect(keptKeys()).toEqual([unsavedKey(`${TASK}:8`)]);
    expect(told.warning).toEqual([]);
  });
});

describe('the person picked', () => {
  it('stays picked when the server names a person added offline, and the pick moves to the new key', () => {
    const select = vi.fn();
    const named = person(501, personKey(TASK, -1));
    const { result } = renderHook(() => usePickedPerson([person(7), named], personKey(TASK, -1), select));
    expect(result.current).toBe(named);
    expect(select).toHaveBeenCalledWith(personKey(TASK, 501));
  });
});
