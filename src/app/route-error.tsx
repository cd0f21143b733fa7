import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';

/** Error boundary of a route: something failed to load or render; the rest of the app still works. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A lazily loaded chunk that cannot be fetched offline is the common case; say so plainly.
  const chunkMissing = error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed/.test(error.message);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={460}>
        <Title order={3}>{t('routeError.title')}</Title>
        <Text c="dimmed" ta="center">
          {chunkMissing ? t('routeError.offlineChunk') : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('routeError.message')}
        </Text>
        <Button onClick={() => navigate(0)}>{t('routeError.reload')}</Button>
        <Button variant="subtle" onClick={() => navigate('/home')}>
          {t('routeError.home')}
        </Button>
      </Stack>
    </Center>
  );
}
