/** The ordering conference's calls (/ordering_conference). */
import * as calls from '@/domain/ordering-conference/endpoints';
import { type AddSampleFields, type OrderFields, type SaveConferenceFields } from '@/domain/ordering-conference/contract';
import { ensureToken } from './auth';
import { call } from './http';

export const conferenceKeys = {
  all: ['ordering-conference'] as const,
  list: ['ordering-conference', 'list'] as const,
  detail: (id: number) => ['ordering-conference', 'detail', id] as const,
  tag: (productNo: string, tagKey: string) => ['ordering-conference', 'tag', productNo, tagKey] as const,
};

export const conferenceApi = {
  list: () => call(calls.list, { page: 1, size: 100 }),
  save: (v: SaveConferenceFields) => call(calls.save, v),
  detail: (id: number) => call(calls.detail, { id }),
  addSample: (v: AddSampleFields) => call(calls.addSample, v),
  removeSample: (conference_id: number, sample_id: number) => call(calls.removeSample, { conference_id, sample_id }),
  invite: (conference_id: number, mobilephone: string) => call(calls.invite, { conference_id, mobilephone }),
  uninvite: (conference_id: number, buyer_id: number) => call(calls.uninvite, { conference_id, buyer_id }),
  close: (id: number, key: string) => call(calls.close, { id }, { idempotencyKey: key }),
  /** Open without signing in: a visitor scanning a tag gets an anonymous token first. `tagKey` names the tag's conference. */
  tag: async (productNo: string, tagKey: string) => {
    await ensureToken();
    return call(calls.tag, { product_no: productNo, tag: tagKey });
  },
  order: (v: OrderFields) => call(calls.order, v),
};
