/**
 * The captcha's proof of work, off the main thread so the screen keeps answering taps while it
 * runs. ALTCHA's own worker loop, with the browser's WebCrypto PBKDF2 (its packaged workers use
 * Node's crypto).
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
