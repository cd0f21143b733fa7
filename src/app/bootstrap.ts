import { configureHttp } from '@/api/http';
import { getToken, loadSession, signOut } from '@/db/session';
import { watchNetwork } from '@/sync/network';
import { configureSync } from '@/sync/sync-config';
import { currentLocale, initI18n } from './i18n';
import { router } from './router';
import { markSessionRead } from './session-read';
import { registerServiceWorker } from './pwa/service-worker';

/** Everything that must be ready before the first render. */
export async function bootstrap(): Promise<void> {
  // Spec 1 §4: errcode 40007 on any call sends the user to /login. The outbox keeps its
  // mutations; they replay after the user signs in again.
  const onUnauthorized = () => {
    void signOut().then(() => router.navigate('/login'));
  };
  await Promise.all([
    initI18n(),
    // The session is read well before the words come: a route's loader may call the API meanwhile.
    loadSession().then(() => {
      configureHttp({ getToken, getLanguage: currentLocale, onUnauthorized });
      markSessionRead();
    }),
  ]);
  configureSync({ language: currentLocale(), onSignInRequired: onUnauthorized });
  watchNetwork();
  registerServiceWorker();
}
