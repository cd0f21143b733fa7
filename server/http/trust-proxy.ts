/**
 * Which X-Forwarded-For entries to believe (Fastify's trustProxy). Trusting every hop would let a
 * client name any address per request and slip past the per-address sign-in counter, so only
 * the configured proxies count: TRUST_PROXY lists their addresses or CIDR ranges, comma-separated
 * (or proxy-addr's names loopback, linklocal, uniquelocal). The client is then the nearest address
 * in the header that is not one of them, whatever the client wrote into it before. Unset, no
 * proxy: the socket's address is the client's. A hop count is refused: Fastify cannot check the
 * peer with one, and "true" would trust everyone.
 */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function trustProxyFrom(value: string | undefined): false | string[] {
  const list = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length || (list.length === 1 && list[0] === '0')) return false;
  const bad = list.find((s) => !NAMED.has(s) && (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s) || /^\d+$/.test(s)));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: "${bad}" is not a proxy address, range or name (loopback, linklocal, uniquelocal)`);
  return list;
}
