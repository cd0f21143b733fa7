/**
 * Changes a measurer made offline, once the server is reachable again: they wait on every screen
 * (the automatic setting is off) and are sent together from there.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp, useAppServer } from './app';
import { user, wait } from './act';
import { measure, openTask } from './measuring-people';

const MEASURER = '13800000004';

describe('changes waiting', () => {
  const server = useAppServer();

  it('shows the changes waiting on every screen once the server is reachable, and sends them all from there', async () => {
    const t0 = performance.now();
    const lap = (what: string) => console.log(what, Math.round(performance.now() - t0));
    const device = await openApp({ at: '/home', lang: 'zh', signedInAs: MEASURER });
    lap('signed in');
    const token = await server().login(MEASURER);
    const heightOf = async (taskId: number) => {
      const { body } = await server().call<{ list: { truename: string; height: number }[] }>('GET', '/measuring.measuring_user/get_task_user_list', { token, query: { task_id: taskId, page: 1, size: 10000 } });
      return Number(body.result.list.find((p) => p.truename === '周芳')!.height);
    };
    const taskId = await openTask(device);
    lap('task');
    device.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    await measure('周芳', 181, 77);
    lap('measured');
    // Offline: nothing to press, the change waits on the device.
    expect(screen.queryByTestId('pending-changes')).toBeNull();

    device.online();
    await waitFor(() => expect(screen.getByTestId('pending-changes').textContent).toBe('1 项更改待提交 · 全部提交'), wait);
    lap('pending');
    // Not sent by itself (the automatic setting is off): still queued, and on the home screen too.
    expect(await heightOf(taskId)).not.toBe(181);
    await device.go('/home');
    await user.click(await screen.findByTestId('pending-changes', undefined, wait));
    await screen.findByText('已提交 1 项更改', undefined, wait);
    await waitFor(() => expect(screen.queryByTestId('pending-changes')).toBeNull(), wait);
    lap('sent');
    expect(await heightOf(taskId)).toBe(181);
  });
});
