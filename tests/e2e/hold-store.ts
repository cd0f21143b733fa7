import type { Page } from 'playwright-core';
import { PORTAL_DB_NAME } from '../../src/db/portal-db-name';

/**
 * Starts a read of one of the portal's IndexedDB tables that runs for `ms`: writes to that table
 * wait meanwhile. Chromium drops a transaction that has not started when its page goes, so a
 * journey that reloads while this runs shows whether a screen let the user leave before its write
 * had committed (a busy device's live queries read the same tables).
 */
export async function holdStoreRead(page: Page, store: string, ms: number): Promise<void> {
  await page.evaluate(
    ([name, store, ms]) =>
      new Promise<void>((started, failed) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => failed(opening.error);
        opening.onsuccess = () => {
          const rows = opening.result.transaction(store, 'readonly').objectStore(store);
          const until = performance.now() + ms;
          const again = () => {
            rows.get('none').onsuccess = () => performance.now() < until && again();
          };
          again();
          started();
        };
      }),
    [PORTAL_DB_NAME, store, ms] as const,
  );
}
