/** What the two route tables (./router.tsx, ./signed-in-routes.tsx) share. */
import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in, the signed-in layout and home need only the first chunk of the language (common and
 * login: ./i18n); the first screen after signing in then downloads no other module's words.
 */
export const firstScreen = (load: () => Promise<{ Component: React.ComponentType }>): RouteObject['lazy'] => load as RouteObject['lazy'];

/**
 * What a route tells the app about itself: `chrome` (./layout/app-layout.tsx), `titleKey`
 * (./coming-soon.tsx), and `prepare`, what a deep link to it asks for before the screens' code.
 */
export type RouteHandle = { chrome?: boolean; titleKey?: string; prepare?: (url: URL) => Promise<void> };
