/**
 * A schema issue of a payload a screen checks before sending it, said as the server would say it:
 * one sentence in the reader's language that names the field by its label (the `errors`
 * namespace's `label.*`), never zod's own English ("Too big: expected array to have <=30 items").
 */
import { useCallback } from 'react';
import type { z } from 'zod';
import { describeIssue, errorsTranslate, wireFieldLabel } from '@/domain/shared/issues';
import { useTranslation } from './i18n';

export function useIssueSentence(): (issue: z.core.$ZodIssue, input: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (issue, input) => {
      const say = errorsTranslate(t);
      return describeIssue(issue, say, 'body', input, wireFieldLabel(say)).message;
    },
    [t],
  );
}
