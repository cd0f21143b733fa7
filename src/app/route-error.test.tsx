// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';
import { i18n } from '@/ui/i18n';
import { bounded } from './route-error';
import { lazyRoute, type ScreenModule } from './route-kinds';

// React reports each caught failure on the console; the screen is what these tests read.
beforeEach(() => {
  i18n.init('en', { common: en }, () => Promise.resolve({}));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A link to `to` that stays on screen above the routes, as the header's menu does. */
function LinkTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>open {to}</button>;
}

/** The route at /screen, with the menu's link to it above. */
function drawAt(element: ReactElement) {
  render(
    <MemoryRouter initialEntries={['/screen']}>
      <LinkTo to="/screen" />
      <Routes>
        <Route path="/screen" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a route's error screen", () => {
  it('says a screen is not on the device yet when its code could not be fetched offline, with a reload and a way home', async () => {
    const load = vi.fn<() => Promise<ScreenModule>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/orders-page.js'));
    const route = bounded(lazyRoute(load));
    // The router asks for a screen's code before it shows the address (./router.tsx).
    await (route.handle as { load: () => Promise<unknown> }).load().catch(() => undefined);
    drawAt(route.element as ReactElement);

    expect(await screen.findByText(en.routeError.offlineChunk)).toBeTruthy();
    expect(screen.getByRole('heading', { name: en.routeError.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.routeError.reload })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.routeError.home })).toBeTruthy();
  });

  it('says something unexpected went wrong when a screen fails otherwise, until the next visit, to the same address too, draws it again', async () => {
    let fails = true;
    const Screen = () => {
      if (fails) throw new Error('a bug');
      return <h1>Orders</h1>;
    };
    drawAt(bounded({ element: <Screen /> }).element as ReactElement);
    expect(await screen.findByText(en.routeError.message)).toBeTruthy();

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'open /screen' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByText(en.routeError.message)).toBeNull();
  });
});
