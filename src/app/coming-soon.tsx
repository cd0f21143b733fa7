import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router-dom';

/** The page of a module that is not built yet: says so clearly, never blank. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as { titleKey?: string } | undefined)?.titleKey).find(Boolean);
  return (
    <Center mih="50vh" p="lg">
      <Paper withBorder p="xl" radius="lg" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <Title order={2} data-testid="coming-soon-title">
            {titleKey ? t(titleKey) : t('comingSoon.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('comingSoon.message')}
          </Text>
          <Button variant="light" onClick={() => navigate('/home')}>
            {t('comingSoon.back')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
