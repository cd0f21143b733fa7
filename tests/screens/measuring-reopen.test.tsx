/**
 * Reopening a task this device holds: the people list comes from the device's list copy first
 * (src/db/people-buckets.ts), before the whole task (everyone's measurements) is read. A person
 * picked meanwhile waits for their measurements; their panel then opens with what was saved.
 */
import { screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { user, wait } from './act';
import { useAppServer } from './app';
import { measure, measurerOnTask } from './measuring-people';

/** While `held` is set, every read of a task's whole copy (its people's buckets) waits for it. */
const whole = vi.hoisted(() => ({ held: null as Promise<void> | null }));

vi.mock('@/db/people-buckets', async (importOriginal) => {
  const buckets = await importOriginal<typeof import('@/db/people-buckets')>();
  return {
    ...buckets,
    peopleReader: () => {
      const read = buckets.peopleReader();
      return async (...args: Parameters<typeof read>) => {
        // Inside the read's transaction, which Dexie keeps open meanwhile.
        if (whole.held) await Dexie.waitFor(whole.held);
        return read(...args);
      };
    },
  };
});

/** Holds the whole task's reads until the answer is called. */
function holdWholeTask(): () => void {
  let release = () => {};
  whole.held = new Promise((resolve) => (release = resolve));
  return () => {
    whole.held = null;
    release();
  };
}

describe('reopening a task the device holds', () => {
  const server = useAppServer();

  it('lists its people from the list copy at once, and opens a measured person once the whole task is read', async () => {
    const { device } = await measurerOnTask(server());
    // Measured offline: the change is on the device, in both its copies, and not yet sent.
    device.offline();
    const unmeasured = screen.getByTestId('task-counts').textContent;
    await measure('周芳', 181, 77);
    const sizes = (await screen.findAllByRole('combobox', { name: '尺码' })).map((s) => (s as HTMLSelectElement).value);
    expect(sizes.every((v) => v !== '')).toBe(true);
    // The counters follow the save once the device's live read has it.
    await waitFor(() => expect(screen.getByTestId('task-counts').textContent).not.toBe(unmeasured), wait);
    const counts = screen.getByTestId('task-counts').textContent;

    const release = holdWholeTask();
    try {
      await device.reload();
      // The list and its counts, from the list copy alone: the whole task is not read yet.
      const row = await screen.findByRole('option', { name: /^周芳/ }, wait);
      expect(row.textContent).toContain('已量体');
      expect(screen.getByTestId('task-counts').textContent).toBe(counts);
      await user.click(row);
      expect((await screen.findByTestId('measurements-pending', undefined, wait)).textContent).toBe('周芳 的量体数据正在加载，稍候即可在这里打开。');
      expect(screen.queryByRole('heading', { name: '周芳' })).toBeNull();
    } finally {
      release();
    }
    // Then the panel opens with what was saved: the sizes come with the whole task.
    await screen.findByRole('heading', { name: '周芳' }, wait);
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: '尺码' }).map((s) => (s as HTMLSelectElement).value)).toEqual(sizes), wait);
    expect(screen.queryByTestId('measurements-pending')).toBeNull();
  });
});
