import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failureText } from './api-error';
import { downloadFile } from './download';

afterEach(() => vi.unstubAllGlobals());

const refusal = (message: string) => new Response(JSON.stringify({ errcode: 40001, message, result: null }), { status: 400, headers: { 'content-type': 'application/json' } });

describe('a download that is not the file', () => {
  it('throws the server’s refusal as the ApiError a call throws, so the screen says its reason', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal('没有符合条件的人员')));
    const err = await downloadFile('/measuring/export', { query: { task_id: 1 } }, 'token', 'zh').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'rejected', errcode: 40001, status: 400 });
    expect(failureText(err, '导出需要联网')).toBe('没有符合条件的人员');
  });

  it('throws no answer as a network failure, which the screen says in its own words', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await downloadFile('/measuring/export', {}, 'token', 'zh').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network' });
    expect(failureText(err, '导出需要联网')).toBe('导出需要联网');
  });
});
