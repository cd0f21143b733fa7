/**
 * Going to an address and waiting until its screen is on view: the app's router provides it
 * (src/app/router.tsx), whose navigations wait for the next screen's code. Outside it (a component
 * tested in a plain router) the navigation is awaited as react-router's own.
 */
import { createContext, use, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes to `to`, calling `moved` as the address changes (or goes elsewhere first); resolved once its screen is on view. */
type NavigateShown = (to: string, moved?: () => void) => Promise<void>;

export const NavigateShownContext = createContext<NavigateShown | null>(null);

export function useNavigateShown(): NavigateShown {
  const navigate = useNavigate();
  const shown = use(NavigateShownContext);
  return useCallback<NavigateShown>((to, moved) => (shown ? shown(to, moved) : Promise.resolve(navigate(to)).then(moved)), [navigate, shown]);
}
