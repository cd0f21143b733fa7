/**
 * Settled once bootstrap() (./bootstrap.ts) has read the session and given the HTTP client its
 * token, before the language's words have come. The router starts a deep link's loaders as it is
 * created, before that: a loader that calls the API waits for this first.
 */
let settle: () => void = () => undefined;

export const sessionRead = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markSessionRead(): void {
  settle();
}
