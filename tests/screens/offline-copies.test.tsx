/**
 * What a seller's device keeps for offline use without being asked: the catalogue, mirrored by the
 * signed-in shell, lets fast purchase work offline though it was never opened; the customer list
 * shown once online is listed offline from its saved copy, and a tab never opened says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, user, wait } from './act';
import { openApp, useAppServer } from './app';

const SELLER = '13800000001';

/** Whether this device's database holds what `read` looks for (the app's own Dexie, as the app left it). */
async function onDevice(read: (db: Awaited<typeof import('@/db/db')>['db']) => Promise<boolean>): Promise<boolean> {
  const { db } = await import('@/db/db');
  return read(db);
}

describe('the copies a seller’s device keeps', () => {
  useAppServer();

  it('works offline for a seller who signed in online but never opened fast purchase', async () => {
    const device = await openApp({ at: '/home', lang: 'en', signedInAs: SELLER });
    // The signed-in shell mirrors the catalogue in the background, without fast purchase ever opening.
    await waitFor(async () => expect(await onDevice(async (db) => Boolean((await db.catalogue.get('snapshot'))?.data))).toBe(true), wait);
    device.offline();
    await device.go('/home/fastPurchase');
    await screen.findByTestId('fast-offline', undefined, wait);
    // A category is a chip: its box is what a tap on it ticks.
    await user.click(within(await screen.findByTestId('category-1', undefined, wait)).getByRole('checkbox'));
    await user.click(await screen.findByTestId('category-tab-1', undefined, wait));
    const panel = await screen.findByTestId('tech-panel-1', undefined, wait);
    await choose(within(panel).getByTestId('edition-select'), /.+/);
    await within(panel).findByTestId('tech-list-1', undefined, wait);
  });

  it('lists customers offline from the copy saved on this device, and says so', async () => {
    const device = await openApp({ at: '/home/customManagement', lang: 'zh', signedInAs: SELLER });
    await screen.findAllByTestId('customer-row', undefined, wait);
    // The saved copy is written in the background once the list is shown online.
    await waitFor(async () => expect(await onDevice(async (db) => (await db.settings.toCollection().primaryKeys()).some((k) => String(k).startsWith('customers.snapshot.') && String(k).endsWith('.individuals')))).toBe(true), wait);
    const online = screen.getAllByTestId('customer-row').length;
    device.offline();
    await device.reload();
    expect((await screen.findByTestId('customers-offline', undefined, wait)).textContent).toContain('离线');
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(online), wait);
    // The company tab was never opened on this device: it says so rather than "no customers".
    await user.click(screen.getByRole('tab', { name: '企业客户' }));
    await waitFor(() => expect(screen.getByTestId('company-table-empty').textContent).toContain('本设备上还没有客户列表'), wait);
  });
});
