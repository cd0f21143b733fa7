/**
 * Driving a screen by keyboard alone in the browser tests, and checking what a keyboard user sees:
 * which element has the focus, that it is on screen, and that it shows it.
 */
import type { Page } from 'playwright-core';

/** What the focused element is: its test id, its role, its name as read (label, aria-label or text), and whether it is inside a dialog. */
export type Focused = { testId: string | null; tag: string; role: string | null; name: string; inDialog: boolean };

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { testId: null, tag: 'BODY', role: null, name: '', inDialog: false };
    const labelledBy = el.getAttribute('aria-labelledby');
    const input = el as HTMLInputElement;
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (input.labels?.[0]?.textContent || null) ??
      el.textContent ??
      '';
    return { testId: el.getAttribute('data-testid'), tag: el.tagName, role: el.getAttribute('role'), name: name.trim(), inDialog: el.closest('[role=dialog]') !== null };
  });
}

/**
 * The element a key press should reach: a test id, or a CSS selector the focused element matches,
 * with words its name holds and, with `inside`, words of the element around it (a row).
 */
export type Target = { testId: string } | { selector: string; name?: string; inside?: { selector: string; text: string } };

/**
 * Presses `key` (Tab, or Shift+Tab going back) until the target has the focus, at most `max` times:
 * it is reached by the keyboard, in the page's order.
 */
export async function tabTo(page: Page, target: Target, { max = 60, key = 'Tab' }: { max?: number; key?: 'Tab' | 'Shift+Tab' } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if ('testId' in target ? f.testId === target.testId : await isTarget(page, f, target)) return f;
  }
  throw new Error(`${JSON.stringify(target)} was not reached by ${max} presses of ${key} (the focus is on ${JSON.stringify(await focused(page))})`);
}

async function isTarget(page: Page, f: Focused, target: Extract<Target, { selector: string }>): Promise<boolean> {
  if (target.name !== undefined && !f.name.includes(target.name)) return false;
  return page.evaluate(({ selector, inside }) => {
    const el = document.activeElement;
    if (!el?.matches(selector)) return false;
    return !inside || (el.closest(inside.selector)?.textContent ?? '').includes(inside.text);
  }, target);
}

/**
 * Nothing when the focused element is on screen and shows its focus; else what is wrong. It shows
 * it by an outline (buttons, checkboxes, links; a shadow is not counted, as some buttons have one
 * unfocused), by its field's edge in the primary
 * colour once its short transition is over (fields, whose edge may be its wrapper's), or, for the
 * hidden input of a chip or a segmented control, by the outline of the label that stands for it.
 */
export async function focusShows(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'nothing has the focus';
    const own = el.getBoundingClientRect();
    // A visually hidden input: what a person sees is its label.
    const shown = own.width < 2 || own.height < 2 ? ((el as HTMLInputElement).labels?.[0] ?? null) : el;
    if (!shown) return `${el.tagName} ${el.className}: hidden, with no label to show it`;
    const r = shown.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return `${shown.tagName} ${shown.className}: off screen (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})`;
    const style = getComputedStyle(shown);
    const edge = getComputedStyle(shown.closest('.mantine-Input-input') ?? shown);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-navy-6').trim();
    const probe = document.createElement('i');
    probe.style.color = primary;
    document.body.append(probe);
    const primaryRgb = getComputedStyle(probe).color;
    probe.remove();
    return outline || edge.borderTopColor === primaryRgb ? '' : `${shown.tagName} ${shown.className}: border ${edge.borderTopColor}, outline ${style.outlineStyle} ${style.outlineWidth}, primary ${primaryRgb}`;
  });
}
