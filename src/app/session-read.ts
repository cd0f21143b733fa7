/**
 * Settled once bootstrap() (./bootstrap.ts) has read the session and given the HTTP client its
 * token, before the language's words have come. A deep link's route preparations start before
 * that (./router.tsx): a preparation that calls the API waits for this first.
 */
let settle: () => void = () => undefined;

export const sessionRead = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markSessionRead(): void {
  settle();
}
