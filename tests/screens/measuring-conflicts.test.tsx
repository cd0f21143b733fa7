/**
 * Several measurers on one task: 13800000004 and 13800000007, each on a tablet, work the demo task
 * offline. Fields only one of them changed merge; the height both changed from the same read is a
 * conflict, which both tablets show and one resolves; the person's history lists every version.
 * The tablets are used in turn, each picked up where it was left, as a reload there would.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp, useAppServer, type Device } from './app';
import { afterNewToast, fill as fillField, user, wait } from './act';
import { fill, MEASURER, openPerson, openTask, type TaskPerson } from './measuring-people';

const SECOND = '13800000007';

type Person = TaskPerson & { conflicts: { field: string }[] };

/** Types one body field of a person and saves, offline: into the device's queue. */
async function setField(name: string, field: '身高' | '体重', value: number): Promise<void> {
  await openPerson(name);
  await fill(field, String(value));
  await afterNewToast('保存成功 · 已存入离线缓存', () => user.click(screen.getByRole('button', { name: '保存量体数据' })));
}

/** Whether the people list marks `name` in conflict. */
async function markedInConflict(name: string): Promise<boolean> {
  await fillField(screen.getByRole('textbox', { name: '请输入关键字' }), name);
  const row = await screen.findByRole('option', { name: new RegExp(`^${name}`) }, wait);
  return within(row).queryByTestId('person-conflict') !== null;
}

/** Picks `device` up again (its app started afresh on what it keeps) and waits for the task's people. */
async function resume(device: Device): Promise<void> {
  await device.resume();
  await screen.findAllByRole('option', undefined, wait);
}

/** Sends what the tablet on screen has waiting, and waits for what it says of the answer (its words or more). */
async function sendWaiting(said: string): Promise<void> {
  await user.click(await screen.findByTestId('pending-changes', undefined, wait));
  await screen.findByText(said, { exact: false }, wait);
}

describe('several measurers on one task', () => {
  const server = useAppServer();

  it('merges what only one tablet changed, shows a height both changed as a conflict on both, and resolves it from one', async () => {
    const first = await openApp({ at: '/home', lang: 'zh', signedInAs: MEASURER });
    const taskId = await openTask(first);
    const second = await openApp({ at: '/home', lang: 'zh', signedInAs: SECOND });
    await openTask(second);
    const token = await server().login(MEASURER);
    const everyone = async () =>
      (await server().call<{ list: Person[] }>('GET', '/measuring.measuring_user/get_task_user_list', { token, query: { task_id: taskId, size: 10000 } })).body.result.list;
    // Two people nobody has measured, with names the list shows once.
    const unmeasured = (await everyone()).filter((p, _, all) => p.measuring_status_id === 1 && all.filter((q) => q.truename === p.truename).length === 1);
    const [a, b] = [unmeasured[0]!, unmeasured[1]!];

    // Both offline: the second tablet changes A's weight and B's height, the first A's height and B's.
    second.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    await setField(a.truename, '体重', 77);
    await setField(b.truename, '身高', 175);
    await resume(first);
    await screen.findByText('离线模式', { exact: true }, wait);
    await setField(a.truename, '身高', 172);
    await setField(b.truename, '身高', 181);

    // The first tablet sends first: nothing of the other's has arrived, both merge.
    first.online();
    await sendWaiting('已提交 2 项更改');
    // The second sends later: A merges, B's height is a conflict, and the tablet says so by name.
    second.offline();
    await resume(second);
    second.online();
    await sendWaiting(`已提交 2 项更改：1 项已顺利合并，1 项与其他量体师的修改冲突（${b.truename}）`);

    const held = await everyone();
    expect(held.find((p) => p.id === a.id)).toMatchObject({ height: 172, weight: 77, conflicts: [] });
    expect(held.find((p) => p.id === b.id)).toMatchObject({ height: 175, conflicts: [{ field: 'height' }] });

    // Both tablets show B in conflict: the second from its answer, the first once it catches up.
    await waitFor(async () => expect(await markedInConflict(b.truename)).toBe(true), wait);
    // The filter 有冲突 lists B alone.
    await user.clear(screen.getByRole('textbox', { name: '请输入关键字' }));
    await user.click(screen.getByTestId('filter-conflicts'));
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: '人员列表' })).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining(b.truename)]), wait);
    await user.click(screen.getByTestId('filter-conflicts'));
    await resume(first);
    await waitFor(async () => expect(await markedInConflict(b.truename)).toBe(true), wait);
    await screen.findByTestId('task-conflicts', undefined, wait);

    // The second resolves it, keeping the first tablet's value.
    await resume(second);
    await openPerson(b.truename);
    const panel = await screen.findByTestId('person-conflicts', undefined, wait);
    const keepFirst = within(within(panel).getByTestId('conflict-height')).getByRole('button', { name: /保留 181（赵量体）/ });
    await afterNewToast('冲突已解决', () => user.click(keepFirst));
    await waitFor(() => expect(screen.queryByTestId('person-conflicts')).toBeNull(), wait);
    await waitFor(async () => expect((await everyone()).find((p) => p.id === b.id)).toMatchObject({ height: 181, conflicts: [] }), wait);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '身高' }).value).toBe('181 cm');

    // Picked up again, both tablets show B resolved, and the history lists the three versions.
    for (const device of [first, second]) {
      await resume(device);
      await waitFor(async () => expect(await markedInConflict(b.truename)).toBe(false), wait);
    }
    await resume(first);
    await openPerson(b.truename);
    await user.click(screen.getByTestId('person-history'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3), wait);
    const texts = screen.getAllByTestId('history-row').map((r) => r.textContent ?? '');
    expect(texts[0]).toContain('解决冲突');
    expect(texts[0]).toContain('175 → 181');
    expect(texts[1]).toContain('钱量体');
    expect(texts[2]).toContain('赵量体');
  });
});
