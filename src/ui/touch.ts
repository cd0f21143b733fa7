import { createContext, useContext, useEffect } from 'react';
import classes from './touch.module.css';

/** The class that makes every control inside at least 44x44 px: on the root of a tablet screen, and on its dialogs (portals). */
export const touchClass = classes.touch!;
/** A text-like button or link that must still be a finger-sized target inside a touch screen. */
export const textTargetClass = classes.textTarget;
/** A label around a small control (a row's checkbox) that becomes its 44 px target on touch screens. */
export const hitClass = classes.hit;

/**
 * Set by a touch screen around its content: dialogs it opens (portals, outside its element but
 * inside its React tree) read it and are finger-sized too.
 */
export const TouchContext = createContext(false);

/** The touch class for a dialog opened from a touch screen, else nothing. */
export function useTouchClass(): string | undefined {
  return useContext(TouchContext) ? touchClass : undefined;
}

/**
 * On a touch screen (a coarse primary pointer: a tablet or phone), every screen and every dialog
 * is finger-sized, not only the measuring screens: the class goes on <body>, which holds the
 * dialogs' and menus' portals too. A laptop with a mouse keeps Mantine's compact sizes.
 */
export function useTouchScreen(): void {
  useEffect(() => {
    const coarse = window.matchMedia('(pointer: coarse)');
    const apply = () => document.body.classList.toggle(touchClass, coarse.matches);
    apply();
    coarse.addEventListener('change', apply);
    return () => {
      coarse.removeEventListener('change', apply);
      document.body.classList.remove(touchClass);
    };
  }, []);
}
