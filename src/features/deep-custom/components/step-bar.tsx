import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { canOpenDeepStep, DEEP_STEP_PATHS, deepStepPath, deepStepStates, type DeepStepIndex } from '@/domain/deep/steps';
import classes from './step-bar.module.css';

type StepBarProps = { current: DeepStepIndex; progress: readonly boolean[]; disabled: boolean };

/**
 * 选品, 面料, 设计, 量体, 订单确认 (spec 1 §2 "Deep customization step bar"): steps up to the current
 * one are active, completed later ones completed. A step that may open is a link to it. The steps
 * are buttons in their order (a list role on them took their button role away), the one shown
 * marked as the current step.
 */
export function StepBar({ current, progress, disabled }: StepBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const states = deepStepStates(current, progress);
  return (
    <Group gap={0} wrap="nowrap" className={classes.bar} data-testid="deep-step-bar">
      {DEEP_STEP_PATHS.map((_, i) => {
        const step = i as DeepStepIndex;
        const open = !disabled && step !== current && canOpenDeepStep(step, progress);
        return (
          <UnstyledButton
            key={i}
            className={classes.step}
            aria-current={step === current ? 'step' : undefined}
            data-state={states[i]}
            data-current={step === current || undefined}
            disabled={!open}
            onClick={() => open && navigate(deepStepPath(step))}
            data-testid={`deep-step-${i}`}
          >
            <span className={classes.number}>{states[i] === 'completed' ? '✓' : i + 1}</span>
            <Text component="span" size="sm" fw={step === current ? 700 : 500}>
              {t(`deep.steps.${i}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
