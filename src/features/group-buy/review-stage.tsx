import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupApi } from '@/api/group-buy';
import { useProfile } from '@/data/profile';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { FormDialog } from '@/data/form-dialog';
import { confirmAction } from '@/ui/confirm';
import { Money } from '@/ui/money';
import { GoodsSummary } from './goods-summary';
import type { StageAct } from './use-stage-act';

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** 财务审核: the amount, the customer's prepayment and the account's balance; pass, or send back with a reason. */
export function ReviewStage({ order, index, act }: { order: GroupOrder; index: CatalogueIndex; act: StageAct }) {
  const { t } = useTranslation('group_buy');
  const profile = useProfile();
  const [returning, setReturning] = useState(false);
  const confirmOverride = (id: number) =>
    confirmAction({
      title: t('review.override'),
      message: t('review.override_confirm'),
      confirmLabel: t('review.override'),
      cancelled: t('cancelled'),
      onConfirm: () => void act(() => groupApi.review(id, true, '', true), t('passed_override'), 'group_buy.review'),
    });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
          <Fact label={t('fields.company_name')}>{order.company_name}</Fact>
          <Fact label={t('review.amount')} testId="review-amount">
            <Money yuan={order.amount} />
          </Fact>
          <Fact label={t('review.prepay')}>
            <Money yuan={order.prepay} />
          </Fact>
          <Fact label={t('review.balance')}>{profile ? <Money yuan={profile.money} /> : '—'}</Fact>
        </SimpleGrid>
        <GoodsSummary order={order} index={index} />
      </Paper>
      {profile?.staff_of ? (
        // Finance review is the owner's own (the server holds to it too).
        <Text c="dimmed" ta="right" data-testid="review-owner-only">
          {t('review_owner_only')}
        </Text>
      ) : (
        <>
          {order.entered_by_caller && (
            // No one approves their own entry: another login passes it, or the owner overrides on record.
            <Alert color="orange" data-testid="review-same-login">
              {t('review.entered_by_you')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setReturning(true)} data-testid="review-return">
              {t('review.return')}
            </Button>
            {order.entered_by_caller ? (
              <Button color="orange" onClick={() => confirmOverride(order.id)} data-testid="review-override">
                {t('review.override')}
              </Button>
            ) : (
              <Button onClick={() => void act(() => groupApi.review(order.id, true), t('passed'), 'group_buy.review')} data-testid="review-pass">
                {t('review.pass')}
              </Button>
            )}
          </Group>
        </>
      )}
      <FormDialog<{ reason: string }>
        opened={returning}
        onClose={() => setReturning(false)}
        title={t('review.return')}
        initialValues={{ reason: '' }}
        validate={(v) => (v.reason.trim() ? {} : { reason: t('reason_required') })}
        needsNetwork={t('needs_network')}
        submitTestId="review-return-confirm"
        onSubmit={async (v) => {
          // A refusal is said by act; the dialog then stays, with the reason typed, for another try.
          if (await act(() => groupApi.review(order.id, false, v.reason.trim()), t('returned'), 'group_buy.review')) setReturning(false);
        }}
      >
        {(form) => <Textarea label={t('review.reason')} withAsterisk maxLength={500} autosize minRows={2} data-autofocus data-testid="review-reason" {...form.getInputProps('reason')} />}
      </FormDialog>
    </Stack>
  );
}
