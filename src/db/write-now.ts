/**
 * A write to the settings table in a transaction of its own, whose commit is asked for as soon as
 * its writes are, rather than when the page next hears back from IndexedDB: a reload right after
 * a change ended the page in between and the browser dropped the uncommitted write (measured: 3
 * in 30 reloads at once lost the last change; none with the commit asked for at once). A write
 * that still waits for its turn behind another transaction is dropped all the same; what must
 * survive that keeps a copy in localStorage until this answers (./local-copy.ts).
 */
import { db } from './db';

export async function writeSettingsNow(write: () => Promise<unknown>): Promise<void> {
  await db.transaction('rw', db.settings, async (tx) => {
    const written = write();
    // A browser without commit() (Safari before 15) commits as before, when the page hears back.
    if (typeof tx.idbtrans.commit === 'function') tx.idbtrans.commit();
    await written;
  });
}
