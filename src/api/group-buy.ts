/** Group purchase (/group_buy): products and styles, and the five stages of a group order. */
import * as calls from '@/domain/group-buy/endpoints';
import { type ErrorReport, type GroupEntryPayload, type SizeOverrideInput } from '@/domain/group-buy/contract';
import type { CodeCheck } from '@/domain/bulk-goods/contract';
import { ApiError } from './api-error';
import { call } from './http';

export const groupKeys = {
  all: ['group-buy'] as const,
  list: (stage: number, page: number) => ['group-buy', 'list', stage, page] as const,
  detail: (id: number) => ['group-buy', 'detail', id] as const,
  people: (id: number) => ['group-buy', 'people', id] as const,
  products: ['group-buy', 'products'] as const,
  byOrder: (orderId: number) => ['group-buy', 'by-order', orderId] as const,
};

export type GroupRow = { id: number; stage: number; company_name: string; contacts: string; pieces: number; update_time: string };

export const groupApi = {
  products: () => call(calls.products),
  styles: (category_id: number, style_number: string) => call(calls.styleSearch, { category_id, style_number }),
  /** A new style number is free when no style of any category has it (the existence check of the style-change dialog). */
  styleCheck: async (categoryId: number, styles: string[]): Promise<CodeCheck> => {
    const taken: string[] = [];
    for (const s of styles) {
      const found = await call(calls.styleSearch, { category_id: categoryId, style_number: s });
      if (found.list.some((x) => x.style_number.toUpperCase() === s.toUpperCase())) taken.push(s);
    }
    return { product_code_taken: false, styles_taken: taken };
  },
  addStyle: (body: { style_number: string; category_id: number; edition_number: string; tech_ids: number[] }, key: string) => call(calls.addNewStyle, body, { idempotencyKey: key }),
  list: (stage: number, page: number, size: number) => call(calls.list, { stage, page, size }),
  detail: (id: number) => call(calls.detail, { id }),
  save: (body: GroupEntryPayload, key: string) => call(calls.save, body, { idempotencyKey: key }),
  submit: (id: number) => call(calls.submit, { id }),
  review: (id: number, pass: boolean, reason = '', override = false) => call(calls.review, { id, pass, reason, override }),
  assign: (id: number, measurer_ids: number[], with_people: boolean, key: string) => call(calls.assign, { id, measurer_ids, with_people }, { idempotencyKey: key }),
  people: (id: number) => call(calls.people, { id }),
  sizes: (id: number, overrides: SizeOverrideInput[]) => call(calls.sizes, { id, overrides }),
  confirmSizes: (id: number) => call(calls.confirmSizes, { id }),
  byOrder: (order_id: number) => call(calls.byOrder, { order_id }),
  addOrder: (id: number, key: string) => call(calls.addOrder, { id }, { idempotencyKey: key }),
};

/** Reports waiting for the network: a call that failed for want of it is reported once it is back. */
const waiting: ErrorReport[] = [];
let listening = false;

async function flushReports(): Promise<void> {
  while (waiting.length) {
    try {
      await call(calls.reportError, waiting[0]!);
      waiting.shift();
    } catch {
      // Still no network (or no session): the report waits for the next 'online'.
      return;
    }
  }
}

/**
 * spec 2 §7: a failed group call is reported with a label, never swallowed: the screen says it,
 * and the server's log gets what failed, how, and when (now, or when the network is back).
 */
export function reportGroupFailure(label: string, err: unknown): void {
  const kind = err instanceof ApiError ? err.kind : 'server';
  const message = err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300);
  waiting.push({ label, kind, message, at: new Date().toISOString() });
  if (waiting.length > 50) waiting.shift();
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void flushReports());
  }
  void flushReports();
}
