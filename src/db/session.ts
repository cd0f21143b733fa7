/**
 * The signed-in session: kept in Dexie so a reload (or an offline start) finds it, and cached
 * in memory so the route guard and the HTTP client can read it synchronously.
 *
 * The first screen reads it without Dexie (./peek.ts) and loads Dexie only to write (so
 * sign-in's first download carries no Dexie).
 */
import { useSyncExternalStore } from 'react';
import type { ModuleListResult, UserInfo } from '@/domain/account/user-info';
import type { SessionRow } from './db';
import { loadPortalDb, peekRow } from './peek';

let current: SessionRow | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export async function loadSession(): Promise<void> {
  current = (await peekRow<SessionRow>('session', 'current')) ?? null;
  emit();
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function getUserId(): number | null {
  return current?.userId ?? null;
}

export function isSignedIn(): boolean {
  return Boolean(current?.token && current.userId);
}

export async function setAnonymousToken(token: string): Promise<void> {
  current = { key: 'current', token, userId: null };
  await (await loadPortalDb()).session.put(current);
  emit();
}

/** Stores the session and the profile in one transaction, so a reload never sees one without the other. */
export async function signIn(token: string, user: UserInfo): Promise<void> {
  current = { key: 'current', token, userId: user.id };
  const db = await loadPortalDb();
  await db.transaction('rw', db.session, db.profile, async () => {
    await db.session.put(current!);
    await db.profile.put({ userId: user.id, user_info: user, fetchedAt: Date.now() });
  });
  emit();
}

export async function saveProfile(user: UserInfo): Promise<void> {
  await (await loadPortalDb()).profile.put({ userId: user.id, user_info: user, fetchedAt: Date.now() });
}

export async function saveModules(userId: number, modules: ModuleListResult): Promise<void> {
  await (await loadPortalDb()).modules.put({ userId, list: modules.list, role_modules: modules.role_modules, fetchedAt: Date.now() });
}

/**
 * Forgets the token. The profile and modules mirrors stay on the device only until the next
 * sign-in replaces them; queued mutations are never dropped by a sign-out.
 */
export async function signOut(): Promise<void> {
  current = null;
  // The screens leave the session whether or not the device's storage let the row go.
  try {
    await (await loadPortalDb()).session.delete('current');
  } finally {
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionRow | null {
  return useSyncExternalStore(subscribe, () => current);
}
