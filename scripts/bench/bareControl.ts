/**
 * The bare node:http reference of the benchmarks: capturing an answer's exact bytes and headers from
 * the app, and a bare server in its own process (scripts/bench/bareServer.ts) answering them.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { assertPortFree, ROOT } from './harness';
import type { BareMessage, BareResponse } from './bareServer';

/** An answer as the server sent it: status, headers (hop-by-hop ones left out) and body bytes. */
export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** One GET with node:http (no decompression, no header merging), as autocannon would send it. */
export function capture(url: string, headers: Record<string, string> = {}): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const pairs: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] ?? '';
          if (!HOP_BY_HOP.has(name.toLowerCase())) pairs.push([name, raw[i + 1] ?? '']);
        }
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

export interface BareServer {
  baseUrl: string;
  /** Makes the bare server answer GET `pathAndQuery` with these exact bytes and headers. */
  serve: (pathAndQuery: string, answer: CapturedAnswer) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A bare node:http server in its own process (as the app has its own), answering each recorded path
 * with recorded bytes: a map lookup and a socket write, the floor of what any server can do here.
 */
export async function startBareServer(port: number): Promise<BareServer> {
  await assertPortFree(port);
  const child = fork(path.join(ROOT, 'scripts', 'bench', 'bareServer.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const waiting: ((message: BareMessage) => void)[] = [];
  child.on('message', (message: BareMessage) => waiting.shift()?.(message));
  const next = () => new Promise<BareMessage>((resolve) => waiting.push(resolve));
  const ready = await Promise.race([next(), exited.then((): BareMessage => ({ type: 'exited' }))]);
  if (ready.type !== 'listening') throw new Error('the bare server did not start');
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    serve: async (pathAndQuery, answer) => {
      const reply = next();
      const response: BareResponse = {
        type: 'serve',
        path: pathAndQuery,
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString('base64'),
      };
      child.send(response);
      if ((await reply).type !== 'served') throw new Error('the bare server refused a response');
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
