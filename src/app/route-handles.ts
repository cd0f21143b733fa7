/** The handles of the routes the shown address matches, outermost first (./router.tsx), for the screens that read them. */
import { createContext, use } from 'react';
import type { RouteHandle } from './route-kinds';

export const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

export const useRouteHandles = (): readonly RouteHandle[] => use(RouteHandlesContext);
