/** The public order form and the seller's requests (issue 16, /order_form). */
import { ORDER_FORM_PATHS, type FormInfo, type OrderForm, type OrderRequest } from '@/domain/order-form/contract';
import { ensureToken, visitorCaptcha } from './auth';
import { apiGet, apiPost } from './http';

export const orderFormApi = {
  info: async (regionCode: string) => {
    await ensureToken();
    return apiGet<FormInfo>(ORDER_FORM_PATHS.info, { region_code: regionCode });
  },
  captcha: visitorCaptcha,
  submit: (regionCode: string, captcha: string, form: OrderForm) => apiPost<{ id: number }>(ORDER_FORM_PATHS.submit, { region_code: regionCode, captcha_code: captcha, form }),
  requests: (status: number, page: number) => apiGet<{ count: number; list: OrderRequest[] }>(ORDER_FORM_PATHS.requests, { status, page, size: 10 }),
  edit: (v: { id: number; fabricSource: number; fabricNum: string; custCompany: string; deliveryDate: string; remark: string }) => apiPost<{ id: number }>(ORDER_FORM_PATHS.editRequest, v),
  accept: (id: number, key: string) => apiPost<{ order_id: number; order_num: string }>(ORDER_FORM_PATHS.accept, { id }, { idempotencyKey: key }),
  decline: (id: number, reason: string) => apiPost<{ id: number }>(ORDER_FORM_PATHS.decline, { id, reason }),
};
