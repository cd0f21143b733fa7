/**
 * Mirrored reads of the profile and the module list (DESIGN §4): screens read them live from the
 * device; when online, react-query refreshes them from the API. Offline, the last copy shows. The
 * shell and home draw them before Dexie arrives (src/db/live.ts), so the rows are first peeked.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getModuleList, getProfile } from '@/api/account';
import type { ModuleListResult, UserInfo } from '@/domain/account/user-info';
import type { ModulesRow, ProfileRow } from '@/db/db';
import { useLiveDb } from '@/db/live';
import { heldAlready } from '@/db/mirror-held';
import { peekRowsByKey } from '@/db/peek';
import { getUserId, saveModules, saveProfile } from '@/db/session';
import { useMirrorRefresh } from './use-mirror-refresh';

export const mirrorKeys = {
  profile: ['mirror', 'profile'] as const,
  modules: ['mirror', 'modules'] as const,
};

export async function refreshProfile(): Promise<UserInfo> {
  const { user_info } = await getProfile();
  if (!(await heldAlready<ProfileRow>('profile', user_info.id, (row) => row.user_info, user_info))) await saveProfile(user_info);
  return user_info;
}

export async function refreshModules(): Promise<ModuleListResult> {
  const result = await getModuleList();
  const userId = getUserId();
  const mirrored = (row: { list: unknown; role_modules: unknown }) => ({ list: row.list, role_modules: row.role_modules });
  if (userId !== null && !(await heldAlready<ModulesRow>('modules', userId, mirrored, mirrored(result)))) await saveModules(userId, result);
  return result;
}

const MIRROR_QUERY = { staleTime: 30_000, retry: false, networkMode: 'online' } as const;

type AccountRows = { profile: ProfileRow | undefined; modules: ModulesRow | undefined };

/**
 * The profile and the modules as the device holds them, peeked together before Dexie arrives: the
 * header shows both, and read apart each answer drew it once more. Shared by the reads asked
 * while it is on its way; one asked later reads afresh.
 */
let accountPeek: { userId: number; rows: Promise<AccountRows> } | null = null;
function peekAccount(userId: number): Promise<AccountRows> {
  if (accountPeek?.userId === userId) return accountPeek.rows;
  const rows = peekRowsByKey([
    ['profile', userId],
    ['modules', userId],
  ]).then(([profile, modules]) => ({ profile: profile as ProfileRow | undefined, modules: modules as ModulesRow | undefined }));
  const peeked = { userId, rows };
  accountPeek = peeked;
  void rows.finally(() => {
    if (accountPeek === peeked) accountPeek = null;
  });
  return rows;
}

export function useProfile(): UserInfo | undefined {
  const userId = getUserId();
  useMirrorRefresh({ queryKey: mirrorKeys.profile, queryFn: refreshProfile, enabled: userId !== null, ...MIRROR_QUERY });
  return useLiveDb(
    async (db) => (userId === null ? undefined : (await db.profile.get(userId))?.user_info),
    [userId],
    async () => (userId === null ? undefined : (await peekAccount(userId)).profile?.user_info),
  );
}

export function useModules(): ModuleListResult | undefined {
  const userId = getUserId();
  useMirrorRefresh({ queryKey: mirrorKeys.modules, queryFn: refreshModules, enabled: userId !== null, ...MIRROR_QUERY });
  const listed = (row: ModulesRow | undefined) => (row ? { list: row.list, role_modules: row.role_modules } : undefined);
  return useLiveDb(
    async (db) => (userId === null ? undefined : listed(await db.modules.get(userId))),
    [userId],
    async () => (userId === null ? undefined : listed((await peekAccount(userId)).modules)),
  );
}

/** After a change the server answered for, re-pull the mirrors. */
export function useRefreshMirrors() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: mirrorKeys.profile }), qc.invalidateQueries({ queryKey: mirrorKeys.modules })]);
}
