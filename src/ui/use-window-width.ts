/**
 * The window's width, read as the component first draws and again on each resize. Mantine's
 * useViewportSize answers 0 on the first draw and the real width from an effect: the header then
 * drew all its links for a wide screen and drew again to fold them, a second draw of the largest
 * part of every first paint, and a shift of the links on a tablet.
 */
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

const width = () => window.innerWidth;

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
