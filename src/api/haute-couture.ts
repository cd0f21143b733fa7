/** The haute-couture calls (/haute_couture); saves and deletes go through the outbox (src/db/haute-couture-mirror). */
import * as calls from '@/domain/haute-couture/endpoints';
import { type CoutureTask } from '@/domain/haute-couture/contract';
import { call } from './http';

/** The most the server sends in one page; the mirror reads every page. */
const MIRROR_PAGE = 500;

export const hauteCoutureApi = {
  /** Every task of the business, for the device's mirror. */
  all: async (): Promise<CoutureTask[]> => {
    const out: CoutureTask[] = [];
    for (let page = 1; ; page++) {
      const res = await call(calls.listTasks, { page, size: MIRROR_PAGE });
      out.push(...res.list);
      if (res.list.length < MIRROR_PAGE || out.length >= res.count) return out;
    }
  },
  detail: (id: number) => call(calls.taskDetail, { id }),
};
