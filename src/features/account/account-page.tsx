import { useState } from 'react';
import { Anchor, Avatar, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { useProfile } from '@/data/profile';
import { Money } from '@/ui/money';
import { ChangePasswordDialog } from './components/change-password-dialog';
import { ChangePayPasswordDialog } from './components/change-pay-password-dialog';
import { ChangePhoneDialog } from './components/change-phone-dialog';
import { profileRows } from './profile-rows';

type Dialog = 'password' | 'pay' | 'phone' | null;

/** Spec 1 §2 account screen: picture, name, account, rows by user type, balance, three change dialogs. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const user = useProfile();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!user) return null;

  return (
    <Container size="md" py="xl">
      <Title order={2} mb="lg">
        {t('title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap="xs">
            <Avatar src={user.headimg || null} size={88} radius={88} color="navy">
              {(user.truename || user.username).slice(0, 1)}
            </Avatar>
            <Text fw={700} size="lg">
              {user.truename || user.username}
            </Text>
            <Text c="dimmed" size="sm">
              {t('account', { account: user.mobilephone })}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" style={{ gridColumn: 'span 2' }}>
          <Table variant="vertical" withRowBorders={false} layout="fixed">
            <Table.Tbody>
              {profileRows(user).map((r) => (
                <Table.Tr key={r.labelKey}>
                  <Table.Th w={140}>{t(r.labelKey)}</Table.Th>
                  <Table.Td>{r.value || '—'}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('rows.balance')}</Table.Th>
                <Table.Td>
                  <Group gap="md">
                    <Text fw={700} size="lg" data-testid="account-balance">
                      <Money yuan={user.money} />
                    </Text>
                    {/* The money log is the owner's own; a staff login sees the balance it pays from. */}
                    {!user.staff_of && (
                      <Anchor component={Link} to="/home/capitalChangeNote" size="sm">
                        {t('balanceLog')}
                      </Anchor>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
      <Group mt="xl" gap="sm">
        <Button variant="light" onClick={() => setDialog('password')} data-testid="open-change-password">
          {t('password.title')}
        </Button>
        {!user.staff_of && (
          <Button variant="light" onClick={() => setDialog('pay')}>
            {t('pay.title')}
          </Button>
        )}
        <Button variant="light" onClick={() => setDialog('phone')}>
          {t('phone.title')}
        </Button>
      </Group>
      <ChangePasswordDialog opened={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangePayPasswordDialog opened={dialog === 'pay'} onClose={() => setDialog(null)} />
      <ChangePhoneDialog opened={dialog === 'phone'} onClose={() => setDialog(null)} user={user} />
    </Container>
  );
}
