import { Alert, Loader } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { FastCatalogue } from '@/ordering/api/use-fast-catalogue';

type CatalogueStatusProps = { catalogue: FastCatalogue; restored: boolean; testId: string };

/**
 * What an ordering form shows until it can show itself: a loader while the mirrored catalogue or
 * the stored draft is read, and, on a device that never had the catalogue, that it needs the
 * network once (rather than an empty form).
 */
export function CatalogueStatus({ catalogue, restored, testId }: CatalogueStatusProps) {
  const { t } = useTranslation('ordering');
  if (catalogue.loading || !restored) return <Loader />;
  if (catalogue.index) return null;
  return (
    <Alert color="red" variant="light" data-testid={testId}>
      {t('noCatalogue')}
    </Alert>
  );
}
