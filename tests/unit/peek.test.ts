import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PortalDb } from '@/db/db';
import { peekRow } from '@/db/peek';

let n = 0;
const fresh = () => `peek-test-${process.pid}-${(n += 1)}`;

describe('peekRow: the first screen reads the session without Dexie', () => {
  it('reads what Dexie wrote, row as it is', async () => {
    const name = fresh();
    const db = new PortalDb(name);
    await db.session.put({ key: 'current', token: 'tok-1', userId: 7 });
    await db.settings.put({ key: 'rememberedLogin', value: { mobilephone: '13800000001', password: 'x' } });
    expect(await peekRow('session', 'current', name)).toEqual({ key: 'current', token: 'tok-1', userId: 7 });
    expect(await peekRow('settings', 'rememberedLogin', name)).toEqual({ key: 'rememberedLogin', value: { mobilephone: '13800000001', password: 'x' } });
    expect(await peekRow('session', 'other', name)).toBeUndefined();
    expect(await peekRow('no_such_store', 'current', name)).toBeUndefined();
    // Dexie keeps working beside it, and sees the reader's connection closed.
    await db.session.put({ key: 'current', token: 'tok-2', userId: 7 });
    expect(await peekRow('session', 'current', name)).toMatchObject({ token: 'tok-2' });
    db.close();
    await db.delete();
  });

  it('on a first visit finds nothing and creates no database, so Dexie creates it with its schema', async () => {
    const name = fresh();
    expect(await peekRow('session', 'current', name)).toBeUndefined();
    expect((await indexedDB.databases()).some((d) => d.name === name)).toBe(false);
    const db = new PortalDb(name);
    await db.session.put({ key: 'current', token: 'tok', userId: null });
    expect(await db.session.get('current')).toMatchObject({ token: 'tok' });
    expect(await peekRow('session', 'current', name)).toMatchObject({ token: 'tok' });
    db.close();
    await db.delete();
  });

  it('does not block a schema upgrade by another tab', async () => {
    const name = fresh();
    const db = new PortalDb(name);
    await db.session.put({ key: 'current', token: 'tok', userId: 1 });
    db.close();
    // A reader left open (a slow first screen) while a newer version opens the database.
    const reading = peekRow('session', 'current', name);
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1000);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    expect(await reading).toMatchObject({ token: 'tok' });
    newer.close();
    indexedDB.deleteDatabase(name);
  });
});
