import { useEffect, useRef, useState } from 'react';

/**
 * `opened` for a Mantine modal first drawn already open (its code loaded when it was first asked
 * for, or drawn only while open): false for its first commit, then as given. Mantine keeps the
 * element that had the focus when `opened` turns true and gives the focus back to it when `opened`
 * turns false; mounted open, a modal never saw it turn, and closing left the focus on the page's
 * body. A modal taken away on closing (its parent stops drawing it) never sees `opened` turn false
 * either: the focus then goes back here, to what had it when the modal was drawn.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  // Whether the modal was open when last drawn: one closed before it is taken away gave the focus back itself.
  const open = useRef(opened);
  useEffect(() => {
    open.current = opened;
  }, [opened]);
  useEffect(() => {
    setMounted(true);
    const opener = document.activeElement;
    return () => {
      if (!open.current) return;
      // Once the modal's elements have gone; not if something else has taken the focus meanwhile.
      window.setTimeout(() => {
        const now = document.activeElement;
        if ((now === null || now === document.body) && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, []);
  return mounted && opened;
}
