import type { IncomingMessage } from 'node:http';
import { getEnv } from '../env';

/**
 * The caller's address for rate limits: the socket's peer, or with TRUST_PROXY=true the first
 * (client) entry of X-Forwarded-For as the proxy in front of us reports it. Without a trusted proxy
 * the header is ignored, since any client can write it.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  if (getEnv().TRUST_PROXY === 'true') {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header[0] : header;
    const first = value?.split(',')[0]?.trim();
    if (first) return first;
  }
  // Tests and some adapters hand over requests without a real socket.
  const socket = req.socket as IncomingMessage['socket'] | undefined;
  return socket?.remoteAddress ?? 'unknown';
}
