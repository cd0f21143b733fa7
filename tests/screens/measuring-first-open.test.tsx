/**
 * A task opened for the first time on a slow network: until its people come, the list says they
 * are loading where their count will stand, and shows no count or "empty" it has not read.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { user, wait } from './act';
import { holdAnswers, openApp, useAppServer } from './app';
import { MEASURER, TASK_NAME } from './measuring-people';

describe("a task's first open, its people slow to come", () => {
  useAppServer();

  it.each([
    ['zh', '正在加载人员名单…', /^显示 \d+ 人$/],
    ['en', 'Loading the list of people…', /^\d+ shown$/],
  ] as const)('says the list is loading until they come, then counts them (%s)', async (lang, loadingWords, counted) => {
    const device = await openApp({ at: '/home', lang, signedInAs: MEASURER });
    const release = holdAnswers('get_task_user_list');
    await device.go('/home/measuring-tasks');
    await user.click(await screen.findByRole('button', { name: TASK_NAME }, wait));
    await screen.findByText(loadingWords, undefined, wait);
    expect(screen.queryByText(counted)).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    // Not a task with no one in it: that is said only once its people were read.
    expect(screen.queryByTestId('empty-task')).toBeNull();

    release();
    await screen.findByText(counted, undefined, wait);
    expect((await screen.findAllByRole('option', undefined, wait)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(loadingWords)).toBeNull(), wait);
  });
});

describe("a task's address that names no task", () => {
  useAppServer();

  it.each([
    ['zh', '地址中的任务编号无效：请从量体任务列表打开任务', '量体任务不存在'],
    ['en', 'The task number in the address is not valid: open the task from the measuring task list', 'Measuring task not found'],
  ] as const)('says a number that is not one is not valid, and a task not found is not an empty one (%s)', async (lang, notValid, notFound) => {
    const device = await openApp({ at: '/home', lang, signedInAs: MEASURER });
    for (const id of ['abc', '-1', '1.5']) {
      await device.go(`/home/measuringDetails?id=${id}`);
      await screen.findByText(notValid, undefined, wait);
    }
    // With the way to the tasks.
    await user.click(screen.getByRole('link', { name: `← ${lang === 'zh' ? '量体任务' : 'Measuring tasks'}` }));
    await waitFor(() => expect(window.location.pathname).toBe('/home/measuring-tasks'), wait);
    await device.go('/home/measuringDetails?id=999999');
    await screen.findByText(notFound, undefined, wait);
    // Not offered to add people to a task that is not there.
    expect(screen.queryByTestId('empty-task')).toBeNull();
  });
});
