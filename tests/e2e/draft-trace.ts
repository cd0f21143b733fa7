/**
 * What the pages of a draft test typed, stored and read back, across reloads, printed when the
 * test fails. A value missing after a reload has three causes that look alike from outside: the
 * keystrokes never reached the field (its text was typed while it was replaced or lost the focus),
 * the change was never written, or the write was made and the next page read something else. The
 * trace tells them apart: each page's start, the field's input events, its focus leaving and its
 * removal, and each write and read of the draft with the field's value in it.
 */
import { onTestFailed } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

const MARK = 'draft-trace';

type Watched = { mark: string; field: string; keyPart: string; prop: string };

/** Runs in each page before its own code. */
function watch({ mark, field, keyPart, prop }: Watched) {
  const log = (...parts: unknown[]) => console.debug(mark, Date.now() % 1_000_000, ...parts);
  const valueIn = (row: unknown) => {
    try {
      const found = new RegExp(`"${prop}":"([^"]*)"`).exec(JSON.stringify(row) ?? '');
      return found ? JSON.stringify(found[1]) : '(none)';
    } catch {
      return '(unreadable)';
    }
  };
  const isDraft = (key: unknown) => typeof key === 'string' && key.includes(keyPart);
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const request = key === undefined ? put.call(this, value) : put.call(this, value, key);
    const stored = key ?? (value as { key?: unknown } | null)?.key;
    if (isDraft(stored)) {
      const what = valueIn(value);
      log('write asked', what);
      request.addEventListener('error', () => log('write failed', what, String(request.error)));
      this.transaction.addEventListener('complete', () => log('write committed', what));
      this.transaction.addEventListener('abort', () => log('write aborted', what, String(this.transaction.error)));
    }
    return request;
  };
  const get = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
    const request = get.call(this, key);
    if (isDraft(key)) request.addEventListener('success', () => log('read', valueIn(request.result)));
    return request;
  };
  const isField = (target: EventTarget | null) => target instanceof HTMLElement && target.dataset.testid === field;
  document.addEventListener('input', (e) => isField(e.target) && log('typed', JSON.stringify((e.target as HTMLInputElement).value), e.isTrusted ? '' : '(untrusted)'), true);
  document.addEventListener(
    'focusout',
    (e) => {
      if (!isField(e.target)) return;
      const to = (e as FocusEvent).relatedTarget;
      log('focus left the field for', to instanceof HTMLElement ? `${to.tagName}[${to.dataset.testid ?? ''}]` : 'nothing');
    },
    true,
  );
  const fieldIn = (node: Node) => (node instanceof HTMLElement ? (isField(node) ? node : node.querySelector<HTMLInputElement>(`[data-testid="${field}"]`)) : null);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.removedNodes) if (fieldIn(node)) log('field removed');
      for (const node of r.addedNodes) {
        const shown = fieldIn(node);
        if (shown) log('field shown with', JSON.stringify((shown as HTMLInputElement).value));
      }
    }
  }).observe(document, { childList: true, subtree: true });
  log('page starts', location.pathname);
}

/**
 * Starts the trace on every page of the context; `mark` adds the test's own steps to it, in the
 * same clock. Call before the pages open.
 */
export async function traceDraft(context: BrowserContext, page: Page, watched: Omit<Watched, 'mark'>): Promise<{ mark: (step: string) => void }> {
  const lines: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith(MARK)) lines.push(`page ${text.slice(MARK.length + 1)}`);
  });
  await context.addInitScript(watch, { mark: MARK, ...watched });
  onTestFailed(() => {
    console.log(`[${MARK}] what the pages typed, stored and read (ms of the clock):\n  ${lines.join('\n  ')}`);
  });
  return { mark: (step) => lines.push(`test ${Date.now() % 1_000_000} ${step}`) };
}
