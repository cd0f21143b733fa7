/**
 * A change the server refuses: the replay stops at it, the cache viewer marks it failed with the
 * server's message, later changes wait behind it in order, and discarding it lets them through.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppServer } from './app';
import { afterNewToast, user, wait } from './act';
import { chooseSizes, fill, measure, measurerOnTask, openCache, openPerson } from './measuring-people';

const M = '/measuring.measuring_user';

const cache = () => screen.getByRole('dialog', { name: '离线缓存' });
const cacheRows = () => within(cache()).queryAllByRole('row').filter((r) => r.closest('tbody'));

describe('a change the server refuses', () => {
  const server = useAppServer();

  it('marks a change the server rejects as failed with its message, and stops the replay there', async () => {
    const { device, taskId, token, people } = await measurerOnTask(server());
    const [zhaoFang] = (await people()).filter((p) => p.truename === '赵芳');

    device.offline();
    await measure('赵芳', 170, 60);
    await measure('王杰', 175, 70);
    // Meanwhile someone else removes 赵芳 from the task on the server.
    expect((await server().call('POST', `${M}/delete_task_user`, { token, body: { id: zhaoFang!.id, task_id: taskId } })).body.errcode).toBe(0);

    device.online();
    await waitFor(() => expect(screen.queryByText('离线模式', { exact: true })).toBeNull(), wait);
    await user.click(within(await openCache()).getByRole('button', { name: '全部提交' }));
    await screen.findByText('提交失败：量体人员不存在', undefined, wait);
    // The rows are a live read drawn as a transition (src/db/live.ts): the notification, drawn at
    // once, can come before the row's new state.
    await waitFor(() => {
      expect(cacheRows()).toHaveLength(2);
      within(cacheRows()[0]!).getByText('提交失败', { exact: true });
      within(cacheRows()[0]!).getByText('量体人员不存在');
    }, wait);
    await waitFor(() => within(cacheRows()[1]!).getByText('待提交'), wait);
    // The replay stopped: 王杰's measurement was not sent.
    expect((await people()).find((p) => p.truename === '王杰')!.measuring_status_id).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '离线缓存' })).toBeNull(), wait);

    // Online, a new change would be sent at once, but the failed head holds the queue in order:
    // it is kept, and the notification says why.
    await openPerson('刘军');
    // A typo past the limit stays as typed, is marked on its field, and is not saved (the queue
    // below still holds 3 changes, not 4).
    await fill('身高', '1710');
    await user.tab();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '身高' }).value).toBe('1710 cm'), wait);
    await screen.findByText('不能超过 300', { exact: true }, wait);
    await user.click(screen.getByRole('button', { name: '保存量体数据' }));
    await screen.findByText('请检查标红的字段：身高', undefined, wait);
    await fill('身高', '171');
    await fill('体重', '69');
    await chooseSizes();
    await afterNewToast('保存成功 · 已存入离线缓存：之前有提交失败的数据，请在离线缓存中处理后再提交', () => user.click(screen.getByRole('button', { name: '保存量体数据' })));
    expect((await people()).find((p) => p.truename === '刘军')!.measuring_status_id).toBe(1);

    // Discarding the failed change lets the rest through, in order.
    await user.click(screen.getByText('离线缓存', { exact: true }));
    await waitFor(() => expect(cacheRows()).toHaveLength(3), wait);
    await user.click(within(cacheRows()[0]!).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '删除' }, wait)).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(cacheRows()).toHaveLength(2), wait);
    await user.click(within(cache()).getByRole('button', { name: '全部提交' }));
    await screen.findByText('已经全部成功提交！', undefined, wait);
    const after = await people();
    expect(after.find((p) => p.truename === '王杰')).toMatchObject({ height: 175, weight: 70, measuring_status_id: 2 });
    expect(after.find((p) => p.truename === '刘军')).toMatchObject({ height: 171, weight: 69, measuring_status_id: 2 });
  });
});
