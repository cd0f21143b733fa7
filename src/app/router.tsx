/**
 * The app's router. Sign-in is its own route; every other screen sits inside the Mantine shell
 * (./mantine-shell.tsx), so /login downloads neither Mantine nor any screen's code, and the table
 * of those screens (./signed-in-routes.tsx) joins the router when it is first needed: loaded
 * before the router is made on a signed-in address (./bootstrap.ts), else on the way out of
 * sign-in, through react-router's route discovery (`patchRoutesOnNavigation`).
 */
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import { firstScreen, type RouteHandle } from './route-kinds';

/** The shell's route, whose children are the signed-in table. */
const SHELL = 'shell';

/** The addresses that show sign-in: they draw without the signed-in table. */
export const isSignInAddress = (pathname: string): boolean => pathname === '/' || pathname === '/login';

let signedIn: RouteObject[] | null = null;
let signedInCode: Promise<RouteObject[]> | null = null;

/** The signed-in table, loaded once; a load that failed (offline, before the app was kept) is tried again at the next call. */
export function loadSignedInRoutes(): Promise<RouteObject[]> {
  signedInCode ??= import('./signed-in-routes').then(
    (m) => (signedIn = m.signedInRoutes),
    (err: unknown) => {
      signedInCode = null;
      throw err;
    },
  );
  return signedInCode;
}

const warmSignedInRoutes = () => void loadSignedInRoutes().catch(() => undefined);

/** The table: sign-in, the shell with what of its screens is loaded, and a catch-all back to sign-in. */
const routeTable = (shellChildren: RouteObject[]): RouteObject[] => [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    path: '/login',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    // The signed-in table loads while the server checks the password, not after it has answered.
    lazy: firstScreen(() => import('@/features/login/login-page').then(({ LoginPage }) => ({ Component: () => <LoginPage onSigningIn={warmSignedInRoutes} /> }))),
  },
  {
    // Mantine, the data providers and the toasts: every screen below, but not sign-in.
    id: SHELL,
    lazy: () => import('./mantine-shell').then((m) => ({ Component: m.MantineShell })),
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: shellChildren,
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

type Router = ReturnType<typeof createBrowserRouter>;
let created: Router | null = null;

/**
 * The preparations of the routes the address matches (`prepare`), started now; done at once when
 * none has one. Call it once the signed-in table has loaded, on a signed-in address.
 */
export function prepareDeepLink(): Promise<unknown> {
  const url = new URL(window.location.href);
  return Promise.all((matchRoutes(routeTable(signedIn ?? []), url) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.prepare?.(url)));
}

/**
 * Whether the shell holds the signed-in table: from the start on a signed-in address, else once
 * the first address beyond sign-in has been asked for.
 */
let joined = false;

/** The app's router, created on the first call; creating it asks for a deep link's screen code. */
export function appRouter(): Router {
  if (created) return created;
  joined = signedIn !== null;
  created = createBrowserRouter(routeTable(signedIn ?? []), {
    // Called for an address the table does not hold, or holds only under a catch-all (as /home is
    // held before the signed-in table has joined): the table joins once, and the address is matched
    // again. A navigation overtaken meanwhile patches nothing, so the next one joins it.
    async patchRoutesOnNavigation({ patch, signal }) {
      if (joined) return;
      const table = await loadSignedInRoutes();
      if (signal.aborted || joined) return;
      patch(SHELL, table);
      joined = true;
    },
  });
  return created;
}
