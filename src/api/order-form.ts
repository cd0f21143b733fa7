/** The public order form and the seller's requests (/order_form). */
import * as calls from '@/domain/order-form/endpoints';
import type { OrderForm, OrderRequest } from '@/domain/order-form/contract';
import { ensureToken } from './auth';
import { call } from './http';

export const orderFormApi = {
  info: async (regionCode: string) => {
    await ensureToken();
    return call(calls.info, { region_code: regionCode });
  },
  submit: (regionCode: string, captcha: string, form: OrderForm) => call(calls.submit, { region_code: regionCode, captcha_code: captcha, form }),
  /** A request's form is stored as the visitor sent it, which the submit's schema checked: the screen reads it as such. */
  requests: (status: number, page: number) => call(calls.requests, { status, page, size: 10 }) as Promise<{ count: number; list: OrderRequest[] }>,
  edit: (v: { id: number; fabricSource: number; fabricNum: string; custCompany: string; deliveryDate: string; remark: string }) => call(calls.editRequest, v),
  accept: (id: number, key: string) => call(calls.accept, { id }, { idempotencyKey: key }),
  decline: (id: number, reason: string) => call(calls.decline, { id, reason }),
};
