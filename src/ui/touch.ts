import classes from './touch.module.css';

/** The class that makes every control inside at least 44x44 px: on the root of a tablet screen, and on its dialogs (portals). */
export const touchClass = classes.touch;
/** A text-like button or link that must still be a finger-sized target inside a touch screen. */
export const textTargetClass = classes.textTarget;
/** A label around a small control (a row's checkbox) that becomes its 44 px target on touch screens. */
export const hitClass = classes.hit;
