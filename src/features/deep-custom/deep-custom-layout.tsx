import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useMemo } from 'react';
import { Navigate, Outlet, useNavigate, useOutletContext } from 'react-router-dom';
import { useDeepProgress } from '@/db/deep-progress';
import { getUserId } from '@/db/session';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { canOpenDeepStep, deepStepPath, firstIncompleteStep } from '@/domain/deep/steps';
import { useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { CatalogueStatus } from '@/ordering/components/catalogue-status';
import { PreviewButton } from '@/ordering/components/preview-button';
import { useOnline } from '@/sync/network';
import { useSyncEngine } from '@/sync/use-sync';
import { confirmAction } from '@/ui/confirm';
import { RefusalScope } from '@/ui/use-warn';
import { StepBar } from './components/step-bar';
import { clearDeepDraft, DeepDraftProvider, useDeepDraft } from './state/deep-context';
import { completedSteps } from './state/step-rules';
import { useDeepSteps } from './state/use-deep-steps';

/** What every step gets from the flow's frame: the mirrored catalogue. */
export type DeepStepContext = { index: CatalogueIndex };

export const useDeepStepContext = () => useOutletContext<DeepStepContext>();

/**
 * Deep customization (spec 2 §2.4): the step bar above the five steps, one draft for all
 * of them. The catalogue is the device's mirror, so the steps work offline.
 */
export function DeepCustomLayout() {
  return (
    <DeepDraftProvider>
      <DeepCustomFrame />
    </DeepDraftProvider>
  );
}

function DeepCustomFrame() {
  const { t, i18n } = useTranslation('deep');
  useSyncEngine(i18n.language);
  const online = useOnline();
  const navigate = useNavigate();
  const catalogue = useFastCatalogue();
  const index = catalogue.index;
  const { draft, dispatch, restored } = useDeepDraft();
  const { current } = useDeepSteps();
  const stored = useDeepProgress();
  const progress = useMemo(() => (stored && index ? completedSteps(stored, draft, index, i18n.language) : []), [stored, draft, index, i18n.language]);
  // A step passed whose choice the restored draft no longer holds is done again before any later
  // one opens (the gate above saw only the stored progress). An order placed has left for the cart.
  const backTo =
    restored && index && stored && window.location.pathname.startsWith(deepStepPath(0)) && !canOpenDeepStep(current, progress) ? deepStepPath(firstIncompleteStep(progress)) : null;

  const restart = () =>
    confirmAction({
      title: t('restart'),
      message: t('restart_confirm'),
      danger: true,
      cancelled: t('cancelled'),
      onConfirm: async () => {
        const userId = getUserId();
        if (userId !== null) await clearDeepDraft(userId);
        dispatch({ type: 'reset' });
        navigate('/home/deepCustomization');
      },
    });

  return (
    <Container size="xl" py="md" data-testid="deep-custom">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{t('title')}</Title>
          <Group gap="sm">
            {index && <PreviewButton index={index} />}
            <Button variant="default" onClick={restart} data-testid="deep-restart">
              {t('restart')}
            </Button>
          </Group>
        </Group>
        <StepBar current={current} progress={progress} disabled={draft.subChoice !== null} />
        {!online && (
          <Alert color="orange" variant="light" data-testid="deep-offline">
            {t('offline_note')}
          </Alert>
        )}
        <CatalogueStatus catalogue={catalogue} restored={restored} testId="deep-no-catalogue" />
        {backTo ? (
          <Navigate to={backTo} replace />
        ) : (
          index &&
          restored && (
            <RefusalScope resetKey={current}>
              <Outlet context={{ index } satisfies DeepStepContext} />
            </RefusalScope>
          )
        )}
      </Stack>
    </Container>
  );
}
