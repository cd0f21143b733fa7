import { configureHttp } from '@/api/http';
import { getToken, loadSession, signOut } from '@/db/session';
import { watchNetwork } from '@/sync/network';
import { configureSync } from '@/sync/sync-config';
import { currentLocale, initI18n } from './i18n';
import { router } from './router';
import { registerServiceWorker } from './pwa/service-worker';

/** Everything that must be ready before the first render. */
export async function bootstrap(): Promise<void> {
  await Promise.all([initI18n(), loadSession()]);
  // Spec 1 §4: errcode 40007 on any call sends the user to /login. The outbox keeps its
  // mutations; they replay after the user signs in again.
  const onUnauthorized = () => {
    void signOut().then(() => router.navigate('/login'));
  };
  configureHttp({ getToken, getLanguage: currentLocale, onUnauthorized });
  configureSync({ language: currentLocale(), onSignInRequired: onUnauthorized });
  watchNetwork();
  registerServiceWorker();
}
