import http from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/**
 * The cluster's load balancer (npm run cluster, docs/SCALING.md): a node:http server in front of the
 * app instances, proxying with http-proxy-3 (a maintained rewrite of http-proxy). Round robin over
 * the instances whose health check passes: each instance's /api/health is asked every
 * `healthIntervalMs`; an instance that fails it (not 2xx, or no answer within the timeout) or
 * refuses a connection is taken out until it passes again (a GET or HEAD it refused is tried on
 * another). X-Forwarded-For gets the client's address appended (the instances run with
 * TRUST_PROXY=true and one hop); X-Forwarded-Proto and -Host are this balancer's own, never the
 * client's. WebSocket upgrades are passed through as well.
 */

export interface BalancerOptions {
  /** The instances' base URLs, e.g. http://127.0.0.1:3001. */
  targets: readonly string[];
  port: number;
  host?: string;
  healthPath?: string;
  healthIntervalMs?: number;
  healthTimeoutMs?: number;
}

export interface Balancer {
  readonly url: string;
  /** The targets that currently pass their health check. */
  healthy(): string[];
  /** Runs one round of health checks now (also done every healthIntervalMs). */
  checkNow(): Promise<void>;
  close(): Promise<void>;
}

const NO_INSTANCE_MESSAGE = 'Máy chủ tạm thời không phục vụ được. Vui lòng thử lại sau ít phút.';

function answerUnavailable(res: http.ServerResponse, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message: NO_INSTANCE_MESSAGE });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': '5',
  });
  res.end(body);
}

async function passesHealth(target: string, path: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${target}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const healthPath = options.healthPath ?? '/api/health';
  const intervalMs = options.healthIntervalMs ?? 2_000;
  const timeoutMs = options.healthTimeoutMs ?? 3_000;
  const up = new Set<string>(options.targets);
  let next = 0;

  /** The next healthy target in round-robin order, or null when none is. */
  const pick = (): string | null => {
    const total = options.targets.length;
    for (let step = 0; step < total; step += 1) {
      const target = options.targets[(next + step) % total];
      if (target && up.has(target)) {
        next = (next + step + 1) % total;
        return target;
      }
    }
    return null;
  };

  const checkNow = async (): Promise<void> => {
    await Promise.all(
      options.targets.map(async (target) => {
        if (await passesHealth(target, healthPath, timeoutMs)) up.add(target);
        else up.delete(target);
      }),
    );
  };

  // Connections to the instances are kept open and reused (a new TCP connection per request
  // halved the throughput of a cached answer).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const proxy = createProxyServer({ xfwd: true, ws: true, proxyTimeout: 120_000, agent });

  /** The balancer, not the client, says how the request arrived. */
  const ownForwardedHeaders = (req: http.IncomingMessage) => {
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-port'];
  };

  /**
   * Proxies to the next healthy instance. A refused connection takes that instance out at once; a
   * GET or HEAD (no body consumed, nothing answered yet) is then tried once on another instance.
   */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, retry: boolean): void => {
    const target = pick();
    if (!target) {
      answerUnavailable(res, 503);
      return;
    }
    proxy.web(req, res, { target }, (error) => {
      const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      if (refused) up.delete(target);
      if (refused && retry && (req.method === 'GET' || req.method === 'HEAD') && !res.headersSent) {
        forward(req, res, false);
        return;
      }
      answerUnavailable(res, 502);
    });
  };

  const server = http.createServer((req, res) => {
    ownForwardedHeaders(req);
    forward(req, res, true);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    const target = pick();
    if (!target) {
      socket.destroy();
      return;
    }
    ownForwardedHeaders(req);
    proxy.ws(req, socket, head, { target }, () => {
      socket.destroy();
    });
  });
  // Longer than the instances' own (65 s) would be wrong for a client; match common balancers.
  server.keepAliveTimeout = 60_000;

  await checkNow();
  const timer = setInterval(() => void checkNow(), intervalMs);
  timer.unref();
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${String(options.port)}`,
    healthy: () => options.targets.filter((target) => up.has(target)),
    checkNow,
    close: async () => {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      proxy.close();
      agent.destroy();
    },
  };
}
