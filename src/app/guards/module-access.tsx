import { useTranslation } from '@/ui/i18n';
import { useLocation } from 'react-router-dom';
import { mayUse } from '@/domain/account/user-types';
import { MODULES, moduleName, type ModuleDef } from '@/domain/modules';
import { useProfile } from '@/data/profile';
import { NoticePage } from '../notice-page';

/**
 * The module whose page this is, when the signed-in login may not use it (a staff login shown
 * only what its owner granted, or a role without the module). The server refuses its calls
 * anyway; this says so plainly instead of a page of failed requests.
 */
export function useDeniedModule(): ModuleDef | null {
  const { pathname } = useLocation();
  const profile = useProfile();
  if (!profile) return null;
  const segment = pathname.split('/')[2] ?? '';
  const module = MODULES.find((m) => m.path === segment);
  return module && !mayUse(profile, module.backendCode) ? module : null;
}

export function NoAccessPage({ module }: { module: ModuleDef }) {
  const { t, i18n } = useTranslation();
  return <NoticePage title={t('noAccess.title')} message={t('noAccess.message', { name: moduleName(module.backendCode, i18n.language) })} testId="no-access-title" />;
}
