import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { useModules, useProfile } from '@/data/profile';
import { profileHasCart } from '@/domain/account/user-types';
import type { ModuleInfo } from '@/domain/account/user-info';
import { DeferredTooltip } from '@/ui/floating/deferred';
import { PencilIcon } from '@/ui/icons';
import { HomeTitle, ModuleGrid, ModuleTileBody, modulesByCode } from './module-tile';
import classes from './home-page.module.css';

const ModuleEditor = lazy(() => import('./module-editor').then((m) => ({ default: m.ModuleEditor })));

/** The module grid of /home; its edit mode (./module-editor.tsx) loads when asked for (spec 1 §2). */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const modules = useModules();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (!modules) return null;
  const byCode = modulesByCode(modules);
  const codes = modules.list.map((m) => m.backendCode);

  const grid = (
    <>
      <HomeTitle
        title={t('home.title')}
        actions={
          <DeferredTooltip label={t('home.edit')}>
            <ActionIcon variant="light" size="lg" aria-label={t('home.edit')} onClick={() => setEditing(true)} data-testid="home-edit">
              <PencilIcon />
            </ActionIcon>
          </DeferredTooltip>
        }
      />
      {codes.length === 0 && <Text c="dimmed">{t('home.empty')}</Text>}
      <ModuleGrid>
        {codes.map((code) => {
          const m = byCode.get(code);
          return m ? <ModuleTile key={code} module={m} language={i18n.language} /> : null;
        })}
      </ModuleGrid>
      {profile && profileHasCart(profile) && !profile.staff_of && (
        // Spec 3 §1: the ordering conference is reached from home, though it has no module code to
        // assign (and so stays the owner's own: a staff login cannot be granted it).
        <Group mt="xl" gap="sm">
          <Text size="sm" c="dimmed">
            {t('home.other')}
          </Text>
          <Button component={Link} to="/home/ordering-conference" variant="light" size="xs" data-testid="home-ordering-conference">
            {t('nav.orderingConference')}
          </Button>
        </Group>
      )}
    </>
  );

  return (
    <Container size="lg" py="xl">
      {/* While the editor's code arrives, the grid stays as it was. */}
      {editing ? (
        <Suspense fallback={grid}>
          <ModuleEditor modules={modules} onClose={() => setEditing(false)} />
        </Suspense>
      ) : (
        grid
      )}
    </Container>
  );
}

function ModuleTile({ module, language }: { module: ModuleInfo; language: string }) {
  return (
    <div className={classes.tileWrap} data-testid={`module-${module.backendCode}`}>
      <Link to={`/home/${module.path}`} className={classes.tile}>
        <ModuleTileBody module={module} language={language} />
      </Link>
    </div>
  );
}
