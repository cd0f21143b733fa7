// @vitest-environment happy-dom
/**
 * The header's menus are their trigger alone until clicked (./deferred.tsx): no Mantine Menu is
 * drawn before, the click opens it with its entries, and Escape gives the focus back to the
 * trigger that replaced the clicked one.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredMenu } from './deferred';

afterEach(cleanup);

describe('a deferred menu', () => {
  it('draws its trigger alone until clicked, then opens with its entries', async () => {
    const onSelect = vi.fn();
    render(
      <MantineProvider>
        <DeferredMenu position="bottom-end" trigger={<button type="button">Account</button>} entries={[{ key: 'profile', label: 'My Profile', onSelect }]} />
      </MantineProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Its code is asked for, but no menu is drawn around the trigger yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toBe(trigger);

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('opened from the keyboard, gives the focus back to its trigger on Escape', async () => {
    render(
      <MantineProvider>
        <DeferredMenu position="bottom-end" trigger={<button type="button">Account</button>} entries={[{ key: 'profile', label: 'My Profile', onSelect: () => undefined }]} />
      </MantineProvider>,
    );
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    // happy-dom lays nothing out, so floating-ui soon hides the dropdown as detached from its trigger.
    const menu = await screen.findByRole('menu', { hidden: true });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' })));
  });
});
