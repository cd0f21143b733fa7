/**
 * A small HTTP proxy on a loopback port that injects faults between the sync engine and a real
 * server: the request never arrives, the reply is lost after the server committed, a 5xx or 429
 * from "the proxy", an HTML page instead of JSON, a connection reset, or no answer at all (the
 * connection stays open until the client gives up). It records which Idempotency-Keys reached the
 * server and how often.
 *
 * A sync batch (POST /order_admin/sync/batch) is one request carrying many changes: `plan` sees it
 * once, with the first change's key as `key` and every change's in `keys`, and its fault applies to
 * the whole request; `log` and `forwarded` count each change in it as if it had been sent alone
 * (its own path, key and body), so a test reads them the same way for either path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | 'pass'
  /** The connection is cut before the request reaches the server. */
  | 'drop-before'
  /** The server handles the request (and commits); the reply never reaches the client. */
  | 'drop-after'
  /** A gateway error page (HTML, 502) without contacting the server. */
  | 'bad-gateway'
  /** A JSON 503 with an internal-error envelope, without contacting the server. */
  | 'unavailable'
  /** A gateway's 504 (the server behind it did not answer in time), without contacting the server. */
  | 'gateway-timeout'
  /** 429 Too Many Requests, without contacting the server. */
  | 'rate-limited'
  /** A 200 whose body is not JSON (a captive portal), without contacting the server. */
  | 'html-200'
  /** The request is held and never answered, nor forwarded (a dead link that keeps the socket open). */
  | 'hang'
  /** The server handles the request (and commits); the reply is held and never delivered. */
  | 'hang-after';

export type ProxyRequest = {
  method: string;
  path: string;
  /** The Idempotency-Key, or a batch's first change's. */
  key: string | undefined;
  /** Every change's key: a batch's, in order, or the request's own. */
  keys: string[];
  body: string;
  /** Whether the request was a sync batch. */
  batch?: boolean;
};

const BATCH_PATH = '/order_admin/sync/batch';

/** A request as the changes it carries: one, or each change of a batch. */
function changesOf(info: ProxyRequest): ProxyRequest[] {
  if (!info.batch) return [info];
  const { changes } = JSON.parse(info.body) as { changes: { id: string; path: string; body: unknown }[] };
  return changes.map((c) => ({ method: 'POST', path: `/order_admin${c.path}`, key: c.id, keys: [c.id], body: JSON.stringify(c.body), batch: true }));
}

export type FaultProxy = {
  url: string;
  /** Decides the fault for each request; may be async (e.g. to act while a request is in flight). */
  plan: (req: ProxyRequest) => Fault | Promise<Fault>;
  /** How many times each Idempotency-Key reached the server. */
  forwarded: Map<string, number>;
  /** Every request seen (each change of a batch apart), in order, with the fault applied and the request's number. */
  log: (ProxyRequest & { fault: Fault; request: number })[];
  close(): Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const proxy: FaultProxy = {
    url: '',
    plan: () => 'pass',
    forwarded: new Map(),
    log: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };

  let requests = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const batch = req.url === BATCH_PATH;
    const keys = batch ? (JSON.parse(body) as { changes: { id: string }[] }).changes.map((c) => c.id) : [];
    const key = batch ? keys[0] : (req.headers['idempotency-key'] as string | undefined);
    const info: ProxyRequest = { method: req.method ?? 'GET', path: req.url ?? '/', key, keys: batch ? keys : key ? [key] : [], body, batch };
    const fault = await proxy.plan(info);
    const request = (requests += 1);
    for (const change of changesOf(info)) proxy.log.push({ ...change, fault, request });

    switch (fault) {
      case 'drop-before':
        req.socket.destroy();
        return;
      case 'bad-gateway':
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'unavailable':
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ errcode: 50000, message: 'unavailable', result: null }));
        return;
      case 'gateway-timeout':
        res.writeHead(504, { 'content-type': 'text/plain' }).end('Gateway Timeout');
        return;
      case 'rate-limited':
        res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ errcode: 40029, message: 'slow down', result: null }));
        return;
      case 'html-200':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in to the Wi-Fi</body></html>');
        return;
      case 'hang':
        // Nothing is sent; close() cuts the connection if the client has not given up by then.
        return;
    }

    for (const k of info.keys) proxy.forwarded.set(k, (proxy.forwarded.get(k) ?? 0) + 1);
    const headers = { ...req.headers, host: upstream.host };
    delete headers['content-length'];
    const out = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      async (up) => {
        const replyChunks: Buffer[] = [];
        for await (const c of up) replyChunks.push(c as Buffer);
        if (fault === 'drop-after') {
          // The server has answered, so its transaction committed; the client never hears of it.
          req.socket.destroy();
          return;
        }
        // Committed too, but the answer never comes: the client has to time out.
        if (fault === 'hang-after') return;
        res.writeHead(up.statusCode ?? 502, up.headers).end(Buffer.concat(replyChunks));
      },
    );
    out.on('error', () => req.socket.destroy());
    out.end(body);
  });

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
