/**
 * Load on one endpoint of a running server: a fixed number of requests from a fixed number of
 * connections, with autocannon (Fastify's own load tool). The benches used loops of `fetch` in the
 * same process; undici's fetch costs more per request than the server's ping does, so on the
 * 2-core bench machine it capped the ping at ~1,100/s where autocannon reaches ~2,000/s, and the
 * figures measured the load generator as much as the server.
 */
import autocannon from 'autocannon';

export type LoadFigures = { requests: number; concurrency: number; rps: number; p50_ms: number; p99_ms: number; errors: number };

export type Load = { url: string; token: string; requests: number; concurrency: number; body?: unknown };

/**
 * An answer that is not the envelope with errcode 0 counts as an error, as a failed request does.
 * Read from the envelope's head (the server writes errcode first) rather than by parsing the
 * whole body: the load generator shares the machine's two cores with the server, and parsing a
 * 1,000-order list on every answer would take from the server's share.
 */
const answeredOk = (body: string | Buffer | undefined): boolean => String(body).startsWith('{"errcode":0,');

/** GET, or POST of `body` as JSON. */
export async function loadEndpoint({ url, token, requests, concurrency, body }: Load): Promise<LoadFigures> {
  const started = performance.now();
  let lastAnswer = started;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: concurrency,
        amount: requests,
        headers: { 'x-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) }),
        verifyBody: answeredOk,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    // autocannon reports its result at its next one-second tick, so its own duration is rounded
    // up to whole seconds: the rate is timed to the last answer instead.
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  return {
    requests,
    concurrency,
    rps: Math.round(requests / ((lastAnswer - started) / 1000)),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    // `errors` counts timeouts too.
    errors: r.errors + r.non2xx + r.mismatches,
  };
}
