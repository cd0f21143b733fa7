import { useTranslation } from '@/ui/i18n';
import { Centered } from '@/ui/light/notice';
import { Spinner } from '@/ui/light/controls';

/** Shown while a lazily loaded screen arrives (first paint of a deep link, slow networks); drawn before Mantine loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Spinner label={t('field.loading')} />
    </Centered>
  );
}
