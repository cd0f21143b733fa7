import { configureHttp } from '@/api/http';
import { getToken, loadSession, signOut } from '@/db/session';
import { watchNetwork } from '@/sync/network';
import { configureSync } from '@/sync/sync-config';
import { currentLocale, initI18n } from './i18n';
import { isSignInAddress, loadFirstScreen, loadSignedInRoutes, navigateInApp, prepareDeepLink } from './router';
import { markSessionRead } from './session-read';
import { registerServiceWorker } from './pwa/service-worker';
import { yieldToBrowser } from './yield-to-browser';

/** Everything that must be ready before the first render. */
export async function bootstrap(): Promise<void> {
  // The table of the screens beyond sign-in, fetched beside the session and the words: an address
  // inside the app is matched against it before the router is made.
  const table = isSignInAddress(window.location.pathname) ? null : loadSignedInRoutes();
  // Spec 1 §4: errcode 40007 on any call sends the user to /login. The outbox keeps its
  // mutations; they replay after the user signs in again.
  const onUnauthorized = () => {
    void signOut().then(() => navigateInApp('/login'));
  };
  const ready = Promise.all([
    initI18n(),
    // The session is read well before the words come: a route's loader may call the API meanwhile.
    loadSession().then(() => {
      configureHttp({ getToken, getLanguage: currentLocale, onUnauthorized });
      markSessionRead();
    }),
  ]);
  // A table that could not load is asked for again by the first render, whose error screen then
  // offers to reload.
  await table?.catch(() => undefined);
  // A deep link's early requests (a task's first page: ./signed-in-routes.tsx) go before the screen's code.
  await prepareDeepLink();
  // The screen's code is asked for in a task of its own, and what follows in another: all of it ran
  // in the task that evaluated the table, some 80 ms of the main thread at once in Lighthouse's
  // trace of /home (the screen's modulepreload links alone ~30 ms), counted as blocking after the
  // splash's first paint. The early requests above go first, as a deep link's first rows wait on them.
  await yieldToBrowser();
  // Only now: the screen's code, whose requests queue behind the ones above.
  loadFirstScreen();
  await yieldToBrowser();
  await ready;
  configureSync({ language: currentLocale(), onSignInRequired: onUnauthorized });
  watchNetwork();
  registerServiceWorker();
}
