/**
 * When the app asks the server for a new version. The browser checks by itself only on a
 * navigation, and a tablet keeps the app open all day on one page: without these checks a measurer
 * would meet a release only the next morning. One check is one small conditional request for the
 * worker's script, so the app checks each hour and when the screen shows again after an hour out of
 * sight (a tablet woken up), never while offline.
 */
export const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

type Page = Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;

export function scheduleUpdateChecks(
  check: () => Promise<unknown>,
  env: { page: Page; online: () => boolean; now: () => number } = { page: document, online: () => navigator.onLine, now: Date.now },
): () => void {
  let last = env.now();
  const run = () => {
    if (!env.online()) return;
    last = env.now();
    // A failed check (the server restarting, a captive portal) waits for the next one.
    check().catch(() => undefined);
  };
  const timer = setInterval(run, UPDATE_CHECK_EVERY_MS);
  const onVisible = () => {
    if (env.page.visibilityState === 'visible' && env.now() - last >= UPDATE_CHECK_EVERY_MS) run();
  };
  env.page.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    env.page.removeEventListener('visibilitychange', onVisible);
  };
}
