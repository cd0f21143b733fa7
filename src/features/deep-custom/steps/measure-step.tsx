import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { CustomerForm } from '@/ordering/components/customer-form';
import { MeasurementPage } from '@/ordering/components/measurement-page';
import { StepFooter } from '../components/step-footer';
import { useDeepStepContext } from '../deep-custom-layout';
import { useDeepDraft } from '../state/deep-context';
import { deepStepProblem } from '../state/step-rules';
import { useDeepSteps } from '../state/use-deep-steps';

/**
 * 量体 (spec 2 §2.4, §5 "Deep next step"): the customer, whose gender is the selection's, and the
 * measurement page with its three ways, the fast order's own widgets. Next needs the name, phone,
 * address and delivery date, a numeric height, every body feature and complete measures.
 */
export function MeasureStep() {
  const { t, i18n } = useTranslation('deep');
  const { index } = useDeepStepContext();
  const { draft } = useDeepDraft();
  const { next, previous } = useDeepSteps();

  const onNext = () => next(deepStepProblem(3, draft, index, i18n.language));

  return (
    <Stack gap="md" data-testid="deep-measure">
      <Alert variant="light" color="gray" py={6}>
        {t('measure.gender_locked')}
      </Alert>
      <CustomerForm sexLocked remarkLabel={t('measure.other_requirement')} />
      <MeasurementPage index={index} />
      <StepFooter onPrevious={previous} onNext={() => void onNext()} />
    </Stack>
  );
}
