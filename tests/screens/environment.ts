/**
 * happy-dom, with modules transformed as the server's are: the app's screens and the real server
 * run in one process, and the server's modules read their own files (`import.meta.url` as a file
 * URL), which the browser transform would rewrite.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

export default { ...builtinEnvironments['happy-dom'], name: 'happy-dom-ssr', viteEnvironment: 'ssr' } satisfies Environment;
