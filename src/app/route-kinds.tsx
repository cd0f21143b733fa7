/** What the two route tables (./router.tsx, ./signed-in-routes.tsx) share. */
import { use, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A screen's module, as a lazily loaded route names it. */
export type ScreenModule = { Component: ComponentType };

/**
 * What a route tells the app about itself: `chrome` (./layout/app-layout.tsx), `titleKey`
 * (./coming-soon.tsx), `prepare`, what a visit to it asks for before the screen's code (again
 * only when `prepareKey` of the address changes while it stays on screen), and `load`, its code,
 * which the router fetches before it shows the route (./router.tsx), and `early`, what a deep link
 * to it draws until that code has come.
 */
export type RouteHandle = {
  chrome?: boolean;
  titleKey?: string;
  prepare?: (url: URL) => Promise<void>;
  prepareKey?: (url: URL) => string;
  early?: () => Promise<EarlyView>;
  load?: (retry?: boolean) => Promise<unknown>;
  /** Whether its code has come: the route can be drawn at once. */
  loaded?: () => boolean;
  /** Why its last load failed (null when it did not). */
  failure?: () => unknown;
};

/**
 * A route whose screen's code comes when it is first visited. The router fetches it (`load`)
 * before it shows the route (the first address too), so a screen is drawn at once and the one
 * before it stays on view meanwhile; drawn without it, the route would wait under the nearest
 * Suspense boundary. A load that failed (offline, before the app was kept) stays failed, for the
 * route's error screen to say so, until a visit tries it again (`retry`; a file of code the browser
 * could not fetch comes only with a page load: ./router.tsx).
 */
export function lazyRoute(load: () => Promise<ScreenModule>, handle: RouteHandle = {}): Pick<RouteObject, 'element' | 'handle'> {
  let component: ComponentType | null = null;
  let loading: { promise: Promise<ComponentType>; failure: unknown } | null = null;
  const start = (retry = false): Promise<ComponentType> => {
    if (loading && !(retry && loading.failure !== null)) return loading.promise;
    const attempt: { promise: Promise<ComponentType>; failure: unknown } = {
      promise: load().then(
        (m) => (component = m.Component),
        (err: unknown) => {
          attempt.failure = err ?? new Error('the screen could not be loaded');
          throw err;
        },
      ),
      failure: null,
    };
    // Read by `use` or by the router; a failure unread until then is not an unhandled one.
    attempt.promise.catch(() => undefined);
    loading = attempt;
    return attempt.promise;
  };
  function LazyScreen() {
    // A failed load is thrown at once, to the route's error screen, rather than waited for again.
    if (!component && loading && loading.failure !== null) throw loading.failure;
    const Screen = component ?? use(start());
    return <Screen />;
  }
  return { element: <LazyScreen />, handle: { ...handle, load: start, loaded: () => component !== null, failure: () => loading?.failure ?? null } };
}

/**
 * Sign-in, the signed-in layout and home need only the first chunk of the language (common and
 * login: ./i18n); the first screen after signing in then downloads no other module's words.
 */
export const firstScreen = (load: () => Promise<ScreenModule>, handle?: RouteHandle) => lazyRoute(load, handle);

/**
 * What a deep link to a route draws while the screen's code comes, instead of the loading screen: a
 * component fetched with the route's preparation, before the screen's code (./router.tsx's
 * prepareDeepLink), since an import asked for once that code is arriving waits behind all of it.
 * It shows `loading` until it has something to draw. The screen waits for its `hold`, called once:
 * with the paint of what it drew, or with nothing as soon as it knows it draws nothing.
 */
export type EarlyView = ComponentType<{ loading: ReactNode; hold: (until?: Promise<void>) => void }>;
