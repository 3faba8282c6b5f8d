import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { getEnv } from '../env';

/**
 * An address as written in X-Forwarded-For or by the socket, without brackets, port or zone:
 * `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `fe80::1%eth0`. Null when it is not an IP address.
 */
export function parseAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  return value.length <= 64 && isIP(value) !== 0 ? value : null;
}

/** The 8 groups of an IPv6 address, each 0..0xffff, or null (the URL parser normalizes every form). */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((part) => parseInt(part, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

function formatIpv6(groups: readonly number[]): string {
  return new URL(`http://[${groups.map((group) => group.toString(16)).join(':')}]/`).hostname.slice(1, -1);
}

/**
 * The key a rate limit counts an address under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address `::ffff:1.2.3.4` is that IPv4 address), an IPv6 address as its /64 network (`2001:db8:1:2::`):
 * one subscriber usually holds a whole /64 and can pick any address in it, so counting single IPv6
 * addresses would give them 2^64 separate limits. The key stays a valid address (payments pass it to
 * VNPay as the customer's address).
 */
export function rateLimitAddress(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/**
 * The client's address as the trusted proxies in front of us report it. Each of the
 * TRUST_PROXY_HOPS proxies appends the address it received the request from, so the client is the
 * TRUST_PROXY_HOPS-th entry from the right: everything left of it was written by the client and
 * proves nothing. Null when the header has too few entries or that entry is not an address (then
 * the socket's peer is used).
 */
function forwardedClient(header: string | string[] | undefined, hops: number): string | null {
  const joined = Array.isArray(header) ? header.join(',') : header;
  if (!joined) return null;
  const entries = joined.split(',');
  if (entries.length < hops) return null;
  return parseAddress(entries[entries.length - hops] ?? '');
}

/**
 * The caller's address for rate limits (as rateLimitAddress groups it): the socket's peer, or with
 * TRUST_PROXY=true the client entry of X-Forwarded-For (forwardedClient). Without a trusted proxy the
 * header is ignored, since any client can write it.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const env = getEnv();
  if (env.TRUST_PROXY === 'true') {
    const forwarded = forwardedClient(req.headers['x-forwarded-for'], env.TRUST_PROXY_HOPS);
    if (forwarded) return rateLimitAddress(forwarded);
  }
  // Tests and some adapters hand over requests without a real socket.
  const socket = req.socket as IncomingMessage['socket'] | undefined;
  const peer = socket?.remoteAddress ? parseAddress(socket.remoteAddress) : null;
  return peer ? rateLimitAddress(peer) : 'unknown';
}
