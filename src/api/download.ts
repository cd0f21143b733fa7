/**
 * Downloads a file answer (a spreadsheet export) and hands it to the browser as a file. The
 * envelope client cannot read a file answer, so downloads use fetch directly; a refusal still
 * comes back as the envelope, thrown as the ApiError a call would throw, so a screen says the
 * server's reason (failureText) and no answer as its needs-the-network sentence.
 */
import { ApiError, replyError } from './api-error';
import { readReply } from './envelope';

type DownloadRequest = { query?: Record<string, unknown>; json?: unknown };

export async function downloadFile(path: string, request: DownloadRequest, token: string, lang: string): Promise<string> {
  const qs = new URLSearchParams(Object.entries(request.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));
  const headers: Record<string, string> = { 'X-Token': token, 'Accept-Language': lang };
  let res: Response;
  try {
    res =
      request.json === undefined
        ? await fetch(`/order_admin${path}${qs.size ? `?${qs}` : ''}`, { headers })
        : await fetch(`/order_admin${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(request.json) });
  } catch (err) {
    throw new ApiError('network', 0, err instanceof Error ? err.message : String(err), 0);
  }
  if (!(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    // Not the file: the server's envelope says why (or the server was not heard).
    throw replyError(await readReply(res));
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? 'export.xlsx');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
