/**
 * Going to an address and waiting until its screen is on view: the app's router provides it
 * (src/app/router.tsx), whose navigations wait for the next screen's code. Outside it (a component
 * tested in a plain router) the navigation is awaited as react-router's own.
 */
import { createContext, use, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export const NavigateShownContext = createContext<((to: string) => Promise<void>) | null>(null);

export function useNavigateShown(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const shown = use(NavigateShownContext);
  return useCallback((to: string) => (shown ? shown(to) : Promise.resolve(navigate(to))), [navigate, shown]);
}
