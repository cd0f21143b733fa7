/**
 * Mirrored reads of the profile and the module list (DESIGN §4): screens read Dexie with
 * useLiveQuery; when online, react-query refreshes Dexie from the API. Offline, the last copy shows.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { getModuleList, getProfile } from '@/api/account';
import type { ModuleListResult, UserInfo } from '@/domain/account/user-info';
import { db } from '../db';
import { getUserId, saveModules, saveProfile } from '../session';

export const mirrorKeys = {
  profile: ['mirror', 'profile'] as const,
  modules: ['mirror', 'modules'] as const,
};

export async function refreshProfile(): Promise<UserInfo> {
  const { user_info } = await getProfile();
  await saveProfile(user_info);
  return user_info;
}

export async function refreshModules(): Promise<ModuleListResult> {
  const result = await getModuleList();
  const userId = getUserId();
  if (userId !== null) await saveModules(userId, result);
  return result;
}

const MIRROR_QUERY = { staleTime: 30_000, retry: false, networkMode: 'online' } as const;

export function useProfile(): UserInfo | undefined {
  const userId = getUserId();
  useQuery({ queryKey: mirrorKeys.profile, queryFn: refreshProfile, enabled: userId !== null, ...MIRROR_QUERY });
  return useLiveQuery(async () => (userId === null ? undefined : (await db.profile.get(userId))?.user_info), [userId]);
}

export function useModules(): ModuleListResult | undefined {
  const userId = getUserId();
  useQuery({ queryKey: mirrorKeys.modules, queryFn: refreshModules, enabled: userId !== null, ...MIRROR_QUERY });
  return useLiveQuery(async () => {
    if (userId === null) return undefined;
    const row = await db.modules.get(userId);
    return row ? { list: row.list, role_modules: row.role_modules } : undefined;
  }, [userId]);
}

/** After a change the server answered for, re-pull the mirrors. */
export function useRefreshMirrors() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: mirrorKeys.profile }), qc.invalidateQueries({ queryKey: mirrorKeys.modules })]);
}
