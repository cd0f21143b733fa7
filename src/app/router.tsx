/**
 * The app's router. Sign-in is its own route; every other screen sits inside the Mantine shell
 * (./mantine-shell.tsx), so /login downloads neither Mantine nor any screen's code, and the table
 * of those screens (./signed-in-routes.tsx) joins the router when it is first needed: loaded
 * before the first render on a signed-in address (./bootstrap.ts), else on the way out of sign-in.
 *
 * It is react-router's route matching and links on a history of its own, not its data router
 * (createBrowserRouter), which is some 17 KB gzip more of every first screen. What the app took
 * from the data router it does here, in a few lines: a visit fetches the screen's code (and starts
 * the route's `prepare`) before it shows the screen, so the screen before stays on view meanwhile
 * and the next is drawn at once; a route's failure shows its error screen (./route-error.tsx).
 */
import { startTransition, Suspense, use, useLayoutEffect, useState } from 'react';
import { matchRoutes, Navigate, NavigationType, Router, UNSAFE_createBrowserHistory, useRoutes, type Location, type Navigator, type RouteObject, type To } from 'react-router-dom';
import { earlyHold, type EarlyHold } from './early-hold';
import { isMissingChunk } from './missing-chunk';
import { bounded, RouteBoundary } from './route-error';
import { RouteLoading } from './route-loading';
import { firstScreen, type EarlyView, type RouteHandle } from './route-kinds';
import { RouteHandlesContext } from './route-handles';
import { NavigateShownContext } from '@/ui/navigate-shown';

/** The addresses that show sign-in: they draw without the signed-in table. */
export const isSignInAddress = (pathname: string): boolean => pathname === '/' || pathname === '/login';

let signedIn: RouteObject[] | null = null;
let signedInCode: Promise<RouteObject[]> | null = null;
/** Why the last load of the signed-in table failed, for the screen to say (null when it did not). */
let signedInFailure: unknown = null;

/** The signed-in table, loaded once; a load that failed (offline, before the app was kept) is tried again at the next call. */
export function loadSignedInRoutes(): Promise<RouteObject[]> {
  signedInCode ??= import('./signed-in-routes').then(
    (m) => ((signedInFailure = null), (signedIn = m.signedInRoutes)),
    (err: unknown) => {
      signedInCode = null;
      signedInFailure = err ?? new Error('the screens could not be loaded');
      throw err;
    },
  );
  return signedInCode;
}

const warmSignedInRoutes = () => void loadSignedInRoutes().catch(() => undefined);

const loginRoute = firstScreen(() => import('@/features/login/login-page').then(({ LoginPage }) => ({ Component: () => <LoginPage onSigningIn={warmSignedInRoutes} /> })));
const shellRoute = firstScreen(() => import('./mantine-shell').then((m) => ({ Component: m.MantineShell })));

/** The table: sign-in, the shell with the signed-in screens once they are loaded, and a catch-all back to sign-in. */
const routeTable = (shellChildren: RouteObject[]): RouteObject[] => [
  { path: '/', element: <Navigate to="/login" replace /> },
  // The signed-in table loads while the server checks the password, not after it has answered.
  { path: '/login', ...bounded(loginRoute) },
  // Mantine, the data providers and the toasts: every screen below, but not sign-in.
  { ...bounded(shellRoute), children: shellChildren },
  { path: '*', element: <Navigate to="/login" replace /> },
];

let table: { of: RouteObject[] | null; routes: RouteObject[] } | null = null;
/** The table as it stands: with the signed-in screens once they have loaded. */
const currentTable = (): RouteObject[] => (table?.of === signedIn ? table : (table = { of: signedIn, routes: routeTable(signedIn ?? []) })).routes;

let lastMatched: { table: RouteObject[]; pathname: string; handles: RouteHandle[] } | null = null;
/**
 * The handles of the routes `location` matches. A first screen asks this of the same address four
 * or five times (its code, its preparations, the navigator, the screen), and react-router's
 * matchRoutes flattens and ranks the whole table at each call: the last answer is kept.
 */
function handlesAt(table: RouteObject[], location: Pick<Location, 'pathname'>): RouteHandle[] {
  if (lastMatched?.table !== table || lastMatched.pathname !== location.pathname) {
    const handles = (matchRoutes(table, location) ?? []).map(({ route }) => (route.handle ?? {}) as RouteHandle);
    lastMatched = { table, pathname: location.pathname, handles };
  }
  return lastMatched.handles;
}

/** What the route shown last asked for before its screen, by its handle (a route's `prepare` runs again only for another key). */
let prepared = new Map<RouteHandle, string>();

/** Starts the preparations of the routes `url` matches (`prepare` in their handles) that are new since the address before. */
function prepareRoutes(handles: RouteHandle[], url: URL): Promise<unknown> {
  const now = new Map<RouteHandle, string>();
  const started: Promise<unknown>[] = [];
  for (const handle of handles) {
    if (!handle.prepare) continue;
    const key = handle.prepareKey?.(url) ?? url.href;
    now.set(handle, key);
    if (prepared.get(handle) !== key) started.push(handle.prepare(url));
  }
  prepared = now;
  return Promise.all(started);
}

/**
 * Makes an address ready to show: the signed-in table when it is beyond sign-in, its routes'
 * preparations started, and every matched route's code fetched side by side (no route waits for
 * its parent's). Null when it is ready now: its table and its routes' code are here. Never fails:
 * a failure is shown by the route that met it when it renders. With `retry`, a route's code whose
 * load failed is asked for again (a new visit); without, the failure stands (the same visit).
 */
function ready(location: Pick<Location, 'pathname' | 'search'>, retry: boolean): Promise<void> | null {
  const url = new URL(location.pathname + location.search, window.location.origin);
  // The browser fetches a file of code it once failed to only with a page load: the visit is one.
  const reload = () => {
    window.location.assign(url.href);
    return new Promise<void>(() => undefined);
  };
  const online = retry && navigator.onLine;
  if (!isSignInAddress(location.pathname) && signedIn === null) {
    if (online && isMissingChunk(signedInFailure)) return reload();
    return loadSignedInRoutes().then(
      () => ready(location, retry) ?? undefined,
      () => undefined,
    );
  }
  const handles = handlesAt(currentTable(), location);
  if (online && handles.some((h) => isMissingChunk(h.failure?.()))) return reload();
  void prepareRoutes(handles, url).catch(() => undefined);
  const coming = handles.filter((h) => h.loaded && !h.loaded());
  return coming.length ? Promise.all(coming.map((h) => h.load?.(retry).catch(() => undefined))).then(() => undefined) : null;
}

/**
 * The preparations of the routes the address matches (`prepare`), started now; done at once when
 * none has one. Call it once the signed-in table has loaded, on a signed-in address.
 */
export function prepareDeepLink(): Promise<unknown> {
  const url = new URL(window.location.href);
  const handles = handlesAt(currentTable(), url);
  // A route's early view comes with its preparation: the first render draws it (./route-kinds.tsx).
  const view = handles
    .find((h) => h.early)
    ?.early?.()
    .then(
      (View) => {
        early = { View, ...earlyHold() };
      },
      () => undefined,
    );
  return Promise.all([prepareRoutes(handles, url), view]);
}

/** The first address's screen code, asked for now (before the first render, after the deep link's own requests). */
export function loadFirstScreen(): void {
  for (const handle of handlesAt(currentTable(), window.location)) void handle.load?.().catch(() => undefined);
}

type Shown = { action: NavigationType; location: Location };

/**
 * The browser's history, and the navigator the app's links and navigations go through: it changes
 * the address once the new one is ready to show (its code here), as react-router's data router
 * did, so the address and the screen on view change together. The last navigation asked for wins:
 * one overtaken while its code comes is dropped. Back and forward change the address at once
 * (the browser's), and the screen follows when it is ready.
 */
function appNavigation() {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let asked = 0;
  /** Moves to `to` once it is ready, unless another navigation was asked for meanwhile (then `overtaken`). */
  const once = (to: To, move: () => void, overtaken?: () => void) => {
    const mine = ++asked;
    const url = history.createURL(to);
    const coming = ready({ pathname: url.pathname, search: url.search }, true);
    if (!coming) return move();
    void coming.then(() => (mine === asked ? move() : overtaken?.()));
  };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => once(to, () => history.push(to, state)),
    replace: (to, state) => once(to, () => history.replace(to, state)),
  };
  /** Back or forward overtakes a navigation still waiting for its code. */
  const overtake = () => void ++asked;
  /** A link's navigation, with who waits for the address to change, or to go elsewhere first (navigateInApp). */
  const push = (to: To, moved?: () => void) =>
    once(
      to,
      () => {
        history.push(to);
        moved?.();
      },
      moved,
    );
  return { history, navigator, overtake, push };
}

let navigation: ReturnType<typeof appNavigation> | null = null;
const appNavigationOnce = () => (navigation ??= appNavigation());

/** The first address's early view, drawn until its screen's code has come (prepareDeepLink), and what the screen waits for of it. */
let early: ({ View: EarlyView } & EarlyHold) | null = null;

/** Who waits for the next screen to be on view (navigateInApp). */
let onShown: (() => void)[] = [];

/**
 * Goes to `to` as a link does, from outside the screens (a sign-out, a test) or from a screen that
 * waits for it (useNavigateShown); resolves once the new address's screen is on view. `moved` is
 * called as the address changes, before the screen is drawn, or as another navigation asked for
 * meanwhile (a link, back) takes the user elsewhere instead: either way the address has left.
 */
export function navigateInApp(to: string, moved?: () => void): Promise<void> {
  const shown = new Promise<void>((resolve) => onShown.push(resolve));
  appNavigationOnce().push(to, moved);
  return shown;
}

/** The app's router: the table matched against the address it shows. */
export function AppRouter() {
  const { history, navigator, overtake } = appNavigationOnce();
  // Null until the first address is ready to show (its code here): the loading screen meanwhile.
  const [shown, setShown] = useState<Shown | null>(null);
  useLayoutEffect(() => {
    let latest: Location | null = null;
    const show = (next: Shown) => {
      const first = latest === null;
      latest = next.location;
      // A link's visit has made its address ready before changing it (the navigator's `once`), and
      // the first address's code was asked for at start: a failed load is not fetched twice. Back
      // and forward are new visits the navigator did not see.
      const coming = ready(next.location, next.action === NavigationType.Pop && !first);
      // Its code here (a link's, or a change of a list's filters in the address), it is drawn now:
      // the next change is made on this one.
      if (!coming) return setShown(next);
      void coming.then(() => (first ? early?.drawn() : null)).then(() => {
        if (latest !== next.location) return;
        // A first address whose data was asked for ahead (a route's `prepare`: a task's first
        // page) is drawn at once, in one task: its first rows are what the user waits for, and
        // slices put them some 60 ms later at 4x CPU (docs/speed.md). Every other one is a
        // transition. Back and forward to a screen whose code had not come then keep the screen
        // before, not a spinner, should something still wait; and a first screen (sign-in, home)
        // is rendered in slices that let the page answer between them, not in one long task.
        if (first && handlesAt(currentTable(), next.location).some((h) => h.prepare)) setShown(next);
        else startTransition(() => setShown(next));
      });
    };
    const stop = history.listen(({ action, location }) => {
      if (action === NavigationType.Pop) overtake();
      show({ action, location });
    });
    show({ action: history.action, location: history.location });
    return stop;
  }, [history, overtake]);
  useLayoutEffect(() => {
    if (!shown) return;
    const waiting = onShown;
    onShown = [];
    waiting.forEach((resolve) => resolve());
  }, [shown]);
  if (!shown) return early ? <early.View loading={<RouteLoading />} hold={early.hold} /> : <RouteLoading />;
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      <NavigateShownContext value={navigateInApp}>
        <RouteBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Routes location={shown.location} />
          </Suspense>
        </RouteBoundary>
      </NavigateShownContext>
    </Router>
  );
}

/** The table's routes at `location`, with the handles of the routes it matches for the screens to read (./route-handles.ts). */
function Routes({ location }: { location: Location }) {
  // Beyond sign-in without the signed-in table: its load failed (its error screen offers to reload).
  if (!isSignInAddress(location.pathname) && signedIn === null) {
    if (signedInFailure !== null) throw signedInFailure;
    use(loadSignedInRoutes());
  }
  const routes = currentTable();
  const handles = handlesAt(routes, location);
  const element = useRoutes(routes, location);
  return <RouteHandlesContext value={handles}>{element}</RouteHandlesContext>;
}
