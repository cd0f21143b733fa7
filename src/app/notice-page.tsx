import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';

/** A screen that says why it has nothing to show (not built yet, not granted), with the way home. */
export function NoticePage({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center mih="50vh" p="lg">
      <Paper withBorder p="xl" radius="lg" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <Title order={2} data-testid={testId}>
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {message}
          </Text>
          <Button variant="light" onClick={() => navigate('/home')}>
            {t('comingSoon.back')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
