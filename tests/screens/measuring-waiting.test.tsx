/**
 * Changes a measurer made offline, once the server is reachable again: they wait on every screen
 * (the automatic setting is off) and are sent together from there.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppServer } from './app';
import { user, wait } from './act';
import { measure, measurerOnTask } from './measuring-people';

describe('changes waiting', () => {
  const server = useAppServer();

  it('shows the changes waiting on every screen once the server is reachable, and sends them all from there', async () => {
    const { device, people } = await measurerOnTask(server());
    const heightOf = async () => Number((await people()).find((p) => p.truename === '周芳')!.height);
    device.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    await measure('周芳', 181, 77);
    // Offline: nothing to press, the change waits on the device.
    expect(screen.queryByTestId('pending-changes')).toBeNull();

    device.online();
    await waitFor(() => expect(screen.getByTestId('pending-changes').textContent).toBe('1 项更改待提交 · 全部提交'), wait);
    // Not sent by itself (the automatic setting is off): still queued, and on the home screen too.
    expect(await heightOf()).not.toBe(181);
    await device.go('/home');
    await user.click(await screen.findByTestId('pending-changes', undefined, wait));
    await screen.findByText('已提交 1 项更改', undefined, wait);
    await waitFor(() => expect(screen.queryByTestId('pending-changes')).toBeNull(), wait);
    expect(await heightOf()).toBe(181);
  });
});
