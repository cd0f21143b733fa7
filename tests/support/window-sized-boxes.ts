/**
 * happy-dom lays nothing out: every box measures 0x0, so a virtualised list (the people column, a
 * long table) would draw no row, and a dropdown whose field measures 0x0 is hidden as scrolled
 * away. Each box answers the size of the window instead, as on a tablet.
 */
export function sizeBoxesAsWindow(): void {
  Element.prototype.getBoundingClientRect = function screenSized(): DOMRect {
    return new DOMRect(0, 0, window.innerWidth, window.innerHeight);
  };
  for (const [name, size] of [
    ['clientWidth', () => window.innerWidth],
    ['clientHeight', () => window.innerHeight],
    ['offsetWidth', () => window.innerWidth],
    ['offsetHeight', () => window.innerHeight],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: size });
  }
}
