/**
 * The measurer's screens offline on a device that never opened them: the task list and a task say
 * they are not on this device yet, instead of "no tasks" or "import first"; one online visit keeps
 * the list for offline use.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wait } from './act';
import { openApp, useAppServer } from './app';
import { MEASURER, TASK_NAME } from './measuring-people';

const NOT_ON_DEVICE = '尚未保存到本设备：请联网打开一次，之后离线也能查看';

describe('measuring offline, before this device opened it', () => {
  useAppServer();

  it('says a list or a task never opened on this device is not there yet, instead of empty', async () => {
    const device = await openApp({ at: '/home', lang: 'zh', signedInAs: MEASURER });
    await screen.findByTestId('module-measuring', undefined, wait);
    device.offline();
    // The task list was never opened here: not "暂无任务 / 共 0 条", but "not on this device yet".
    await device.go('/home/measuring-tasks');
    await screen.findByText(NOT_ON_DEVICE, undefined, wait);
    expect(screen.queryByText('暂无任务', { exact: true })).toBeNull();
    expect(screen.queryByText('共 0 条', { exact: true })).toBeNull();

    // One online visit saves the list; offline it then lists the task.
    device.online();
    await device.reload();
    await screen.findByRole('button', { name: TASK_NAME }, wait);
    device.offline();
    await device.reload();
    const task = await screen.findByRole('button', { name: TASK_NAME }, wait);
    expect(screen.queryByText(NOT_ON_DEVICE)).toBeNull();
    // The task itself was never opened here: its people are not on the device (not "import first").
    task.click();
    await screen.findByText('该任务尚未缓存到本机，请联网打开一次', undefined, wait);
    expect(screen.queryByText('请先导入任务数据')).toBeNull();
    // Nor loading: nothing is coming while offline.
    expect(screen.queryByText('正在加载人员名单…')).toBeNull();
  });
});
