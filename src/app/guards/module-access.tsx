import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { mayUse } from '@/domain/account/user-types';
import { MODULES, moduleName, type ModuleDef } from '@/domain/modules';
import { useProfile } from '@/db/mirrors/profile';

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
  const navigate = useNavigate();
  return (
    <Center mih="50vh" p="lg">
      <Paper withBorder p="xl" radius="lg" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <Title order={2} data-testid="no-access-title">
            {t('noAccess.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('noAccess.message', { name: moduleName(module.backendCode, i18n.language) })}
          </Text>
          <Button variant="light" onClick={() => navigate('/home')}>
            {t('comingSoon.back')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
