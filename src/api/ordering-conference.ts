/** The ordering conference's calls (issue 16, /ordering_conference). */
import { CONFERENCE_PATHS, type AddSampleFields, type Conference, type ConferenceDetail, type OrderFields, type SampleTag, type SaveConferenceFields } from '@/domain/ordering-conference/contract';
import { ensureToken } from './auth';
import { apiGet, apiPost } from './http';

export const conferenceKeys = {
  all: ['ordering-conference'] as const,
  list: ['ordering-conference', 'list'] as const,
  detail: (id: number) => ['ordering-conference', 'detail', id] as const,
  tag: (productNo: string) => ['ordering-conference', 'tag', productNo] as const,
};

export const conferenceApi = {
  list: () => apiGet<{ count: number; list: Conference[] }>(CONFERENCE_PATHS.list, { page: 1, size: 100 }),
  save: (v: SaveConferenceFields) => apiPost<{ id: number }>(CONFERENCE_PATHS.save, v),
  detail: (id: number) => apiGet<ConferenceDetail>(CONFERENCE_PATHS.detail, { id }),
  addSample: (v: AddSampleFields) => apiPost<{ id: number }>(CONFERENCE_PATHS.addSample, v),
  removeSample: (conference_id: number, sample_id: number) => apiPost<{ id: number }>(CONFERENCE_PATHS.removeSample, { conference_id, sample_id }),
  invite: (conference_id: number, mobilephone: string) => apiPost<{ id: number }>(CONFERENCE_PATHS.invite, { conference_id, mobilephone }),
  uninvite: (conference_id: number, buyer_id: number) => apiPost<{ id: number }>(CONFERENCE_PATHS.uninvite, { conference_id, buyer_id }),
  close: (id: number, key: string) => apiPost<{ id: number; orders: ConferenceDetail['orders'] }>(CONFERENCE_PATHS.close, { id }, { idempotencyKey: key }),
  /** Open without signing in: a visitor scanning a tag gets an anonymous token first. */
  tag: async (productNo: string) => {
    await ensureToken();
    return apiGet<SampleTag>(CONFERENCE_PATHS.tag, { product_no: productNo });
  },
  order: (v: OrderFields) => apiPost<{ sample_id: number; pieces: number }>(CONFERENCE_PATHS.order, v),
};
