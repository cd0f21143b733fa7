import { memo } from 'react';
import { Anchor, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useModules, useProfile } from '@/data/profile';
import { profileHasCart } from '@/domain/account/user-types';
import type { ModuleInfo } from '@/domain/account/user-info';
import { ChevronDownIcon, HomeIcon, UserIcon } from '@/ui/icons';
import { DeferredMenu } from '@/ui/floating/deferred';
import { LanguageSwitch } from '@/ui/light/language-switch';
import { useWidthSteps, widthSteps } from '@/ui/width-steps';
import { useSignOut } from '../use-sign-out';
import { getUserId } from '@/db/session';
import { PendingChanges } from '@/data/pending-changes';
import { CartBadge } from './cart-badge';
import { LINK_WIDTHS, visibleLinkCount } from './visible-links';
import classes from './app-header.module.css';

const linkSteps = widthSteps(LINK_WIDTHS);

export function moduleLabel(m: ModuleInfo, lang: string): string {
  return lang === 'en' ? m.nameEn : m.name;
}

/**
 * Memoised: the layout around it draws again whenever one of its own reads answers (the rate, the
 * profile for the module guard), and the header, the largest part of every signed-in screen's
 * first paint, reads what it shows itself.
 */
export const AppHeader = memo(function AppHeader() {
  const { t, i18n } = useTranslation();
  const fit = useWidthSteps(linkSteps);
  const modules = useModules()?.list ?? [];
  const profile = useProfile();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const shown = visibleLinkCount(fit, modules.length);
  const overflow = modules.slice(shown);

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" className={classes.nav}>
          {/* Its name starts with the words it shows, so a voice command saying them reaches it. */}
          <Anchor component={Link} to="/home" className={classes.brand} aria-label={`${t('app.shortName')} · ${t('header.home')}`}>
            <HomeIcon size={22} />
            <span className={classes.brandName}>{t('app.shortName')}</span>
          </Anchor>
          <nav aria-label={t('header.modules')} className={classes.links}>
            {modules.slice(0, shown).map((m) => (
              <NavLink key={m.backendCode} to={`/home/${m.path}`} className={classes.link}>
                {moduleLabel(m, i18n.language)}
              </NavLink>
            ))}
            {overflow.length > 0 && (
              <DeferredMenu
                position="bottom-start"
                trigger={
                  <UnstyledButton className={classes.link} aria-label={t('header.more')}>
                    {t('header.more')} <ChevronDownIcon size={14} />
                  </UnstyledButton>
                }
                entries={overflow.map((m) => ({ key: m.backendCode, label: moduleLabel(m, i18n.language), onSelect: () => navigate(`/home/${m.path}`) }))}
              />
            )}
          </nav>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <PendingChanges userId={getUserId()} />
          {profile && profileHasCart(profile) && <CartBadge />}
          <DeferredMenu
            position="bottom-end"
            trigger={
              <Button
                variant="subtle"
                color="gray"
                leftSection={<UserIcon size={18} />}
                rightSection={<ChevronDownIcon size={14} />}
                aria-label={t('header.welcome', { name: profile?.truename || profile?.username || '' })}
                data-testid="welcome"
              >
                {/* A phone has room for the icon only; the name stays the button's label. */}
                <Text size="sm" truncate maw={180} className={classes.welcomeName}>
                  {t('header.welcome', { name: profile?.truename || profile?.username || '' })}
                </Text>
              </Button>
            }
            entries={[
              { key: 'profile', label: t('header.profile'), onSelect: () => navigate('/home/account-info') },
              { key: 'logout', label: t('header.logout'), color: 'red', onSelect: () => void signOut() },
            ]}
          />
          <LanguageSwitch />
        </Group>
      </Group>
    </Box>
  );
});
