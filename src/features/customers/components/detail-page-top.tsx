import type { ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { useOnline } from '@/sync/network';
import { PageHeader } from '@/ui/page-header';

type DetailPageTopProps = {
  title: ReactNode;
  /** The list this customer was opened from (its tab). */
  backTo: string;
  /** Why the customer could not be read, when it could not. */
  error: unknown;
  errorTestId: string;
};

/**
 * The top of a customer's detail page (individual or company): the customer's name with the way
 * back to its list, then why the sections may be missing: offline (they are read from the server
 * only), or the server's reason when the read failed.
 */
export function DetailPageTop({ title, backTo, error, errorTestId }: DetailPageTopProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <>
      <PageHeader title={title}>
        <Button variant="default" onClick={() => navigate(backTo)}>
          {t('back')}
        </Button>
      </PageHeader>
      {!online && <Alert color="orange" mb="md">{t('offline_detail')}</Alert>}
      {Boolean(error) && (
        <Alert color="red" mb="md" data-testid={errorTestId}>
          {failureText(error, t('load_failed'))}
        </Alert>
      )}
    </>
  );
}
