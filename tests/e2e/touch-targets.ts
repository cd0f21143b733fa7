/** Finger-sized controls on the tablet screens, measured in the browser. */
import type { Page } from 'playwright-core';

/**
 * Every visible control a finger can hit inside `within` is at least 44x44 CSS px,
 * as "tag[role] "name" WxH" for each that is not. A control's target is its own box joined with
 * its label's (a label forwards its clicks), so a checkbox with its text counts as the row it sits
 * in. A control hidden from the eye whose label is shown (a segmented control's radio) is hit
 * through that label alone: the label's box is its target.
 */
export async function smallTouchTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const SELECTOR = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=tab]',
      '[role=option]',
      '[role=menuitem]',
      '[role=slider]',
    ].join(',');
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0 && (box.width > 1 || box.height > 1);
    };
    const out: string[] = [];
    for (const root of document.querySelectorAll(scope)) {
      for (const el of root.querySelectorAll<HTMLElement>(SELECTOR)) {
        const own = el.getBoundingClientRect();
        const labels = [...((el as HTMLInputElement).labels ?? [])];
        const label = el.closest('label');
        if (label && !labels.includes(label)) labels.push(label);
        const shownLabels = labels.filter(shown);
        // Hidden from the eye (aria-hidden ones still count: a number input's stepper arrows are tapped, not read).
        // A control that only the screen reader reaches (visually hidden, no label shown) has no finger target of its own.
        const boxes = shown(el) ? [own, ...shownLabels.map((l) => l.getBoundingClientRect())] : shownLabels.map((l) => l.getBoundingClientRect());
        if (!boxes.length) continue;
        const left = Math.min(...boxes.map((b) => b.left));
        const right = Math.max(...boxes.map((b) => b.right));
        const top = Math.min(...boxes.map((b) => b.top));
        const bottom = Math.max(...boxes.map((b) => b.bottom));
        const w = Math.round(right - left);
        const h = Math.round(bottom - top);
        if (w < 44 || h < 44) {
          const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 20) || shownLabels[0]?.textContent?.trim().slice(0, 20) || el.getAttribute('placeholder') || '';
          out.push(`${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${name}" ${w}x${h}`);
        }
      }
    }
    return out;
  }, within);
}
