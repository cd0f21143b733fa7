import Dexie from 'dexie';
import { afterEach } from 'vitest';

/**
 * Device databases a test file opens (fake-indexeddb), closed and deleted after each test: the
 * answer keeps a database for that, and hands it back.
 */
export function deletedAfterEach(): <T extends Dexie>(db: T) => T {
  let opened: Dexie[] = [];
  afterEach(async () => {
    for (const db of opened) {
      db.close();
      await Dexie.delete(db.name);
    }
    opened = [];
  });
  return (db) => {
    opened.push(db);
    return db;
  };
}
