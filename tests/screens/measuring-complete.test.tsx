/**
 * Complete means complete: a man saved with his height, weight and suit jacket while the trousers
 * card stays blank is still not measured (the server says so), the list shows him part way with
 * the trousers missing, the panel names what they lack, and the task header and the task list count
 * him part way. Offline, the trousers filled, the device marks him measured by the same rule. In
 * Chinese here; the browser journey (tests/e2e/measuring-complete.test.ts) does it in English on a
 * tablet's width.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, user, wait } from './act';
import { useAppServer } from './app';
import { measurerOnTask, openPerson, openTask } from './measuring-people';

const ITEMS = ['领围', '胸围', '中腰', '肩宽', '袖长', '袖肥'];
const VALUES = ['39', '96', '84', '45.5', '59.5', '32'];

/** Fills the body items of the n-th garment card (0 the jacket, 1 the trousers). */
async function fillCard(n: number): Promise<void> {
  for (const [i, name] of ITEMS.entries()) await fill(screen.getAllByRole('textbox', { name })[n]!, VALUES[i]!);
}

describe('a person is measured only when every garment is', () => {
  const server = useAppServer();

  it('shows a person saved with one garment of two part way, in the list, the panel and the counters, until the other is measured (zh)', async () => {
    const { device, taskId, token, people } = await measurerOnTask(server());
    // A man not measured yet.
    const [person] = await people({ isVolume: 1, gender_id: 1, size: 2 });
    const stored = async () => (await people()).find((p) => p.id === person!.id)!;
    const row = () => screen.getByRole('option', { name: new RegExp(`^${person!.truename}`) });

    await openPerson(person!.truename);
    await fill(screen.getByRole('textbox', { name: '身高' }), '175');
    await fill(screen.getByRole('textbox', { name: '体重' }), '72');
    await fillCard(0);
    await user.click(screen.getByRole('button', { name: '保存量体数据' }));

    // Saved, and still not measured: the trousers card is blank.
    await waitFor(async () => expect((await stored()).save_date).not.toBe(''), wait);
    expect((await stored()).measuring_status_id).toBe(1);
    await waitFor(() => expect(within(row()).getByTestId('person-part').textContent).toBe('1/2 件'), wait);
    expect(within(row()).getByTestId('person-missing').textContent).toContain('缺：西裤');
    // The panel names what the trousers lack, above the cards.
    await waitFor(() => expect(screen.getByTestId('person-incomplete').textContent).toContain('西裤（领围、胸围、中腰、肩宽、袖长、袖肥）'), wait);
    // The header counts him part way, as the server does.
    const partial = (await server().call<{ partial: number }>('GET', '/measuring.index/get_task_count', { token, query: { task_id: taskId } })).body.result.partial;
    expect(partial).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('task-counts').textContent?.match(/未量体 \d+（其中部分量体 (\d+)）/)?.[1]).toBe(String(partial)), wait);

    // The task list counts him part way too, once the server's answer is in.
    await device.go('/home/measuring-tasks');
    await waitFor(() => expect(screen.getAllByTestId('task-partial')[0]!.textContent?.match(/部分量体 (\d+)/)?.[1]).toBe(String(partial)), wait);

    // Offline, the trousers filled: the device marks him measured by the same rule.
    await openTask(device);
    device.offline();
    await screen.findByText('离线模式', { exact: true }, wait);
    await openPerson(person!.truename);
    await fillCard(1);
    await user.click(screen.getByRole('button', { name: '保存量体数据' }));
    await waitFor(() => within(row()).getByText('已量体', { exact: true }), wait);
    expect(within(row()).queryByTestId('person-part')).toBeNull();
    expect(screen.queryByTestId('person-incomplete')).toBeNull();
  });
});
