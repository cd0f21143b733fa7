import { useRef, useState } from 'react';
import type { CaptchaState } from '@/ui/captcha-field';

/**
 * A form's captcha: once it is asked for, a challenge is solved in the background (Web Workers),
 * so it is usually ready by the time the user presses the button; each solution answers one try.
 * `failedText` is said when no challenge could be fetched or solved.
 */
export function useCaptcha(failedText: string) {
  const [state, setState] = useState<CaptchaState | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);

  /** Starts solving a new challenge (dropping any unused one), with the refusal that asked for it. */
  const prepare = (error?: string): Promise<string | null> => {
    const said = error ? { error } : {};
    setState({ status: 'verifying', ...said });
    // The solver's code comes only once a captcha is asked for: most sign-ins never need it.
    const work: Promise<string | null> = import('@/api/captcha').then(({ solveCaptcha }) => solveCaptcha()).then(
      (code) => {
        // Solved: the refusal that asked for it is answered, so it is no longer said.
        if (pending.current === work) setState({ status: 'verified' });
        return code;
      },
      () => {
        if (pending.current === work) setState({ status: 'failed', error: error ?? failedText });
        return null;
      },
    );
    pending.current = work;
    return work;
  };

  /** The solved captcha_code for the next try, waiting for the work if need be; null when it failed. */
  const take = async (): Promise<string | null> => {
    const work = pending.current ?? prepare();
    const code = await work;
    if (pending.current === work) pending.current = null;
    return code;
  };

  return { state, prepare, take };
}
