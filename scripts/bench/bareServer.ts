/**
 * The bare node:http server of the benchmarks, run in its own process by harness.ts (startBareServer):
 * `node --import tsx scripts/bench/bareServer.ts <port>`. The parent sends the answers to give (path
 * and query -> status, headers, body) over IPC; every request is a map lookup and one write.
 */
import http from 'node:http';

/** What the parent sends: one answer to record. */
export interface BareResponse {
  type: 'serve';
  path: string;
  status: number;
  headers: [string, string][];
  /** base64 of the body bytes. */
  body: string;
}

/** What the child answers. */
export type BareMessage = { type: 'listening' } | { type: 'served' } | { type: 'exited' };

interface Recorded {
  status: number;
  /** Names and values in one flat list, as node's writeHead takes them: names keep their case. */
  headers: string[];
  body: Buffer;
}

function record(message: BareResponse): Recorded {
  return {
    status: message.status,
    headers: message.headers.flat(),
    body: Buffer.from(message.body, 'base64'),
  };
}

function main(): void {
  const port = Number(process.argv[2]);
  const answers = new Map<string, Recorded>();
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404, { 'Content-Length': 0 });
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  process.on('message', (message: BareResponse) => {
    answers.set(message.path, record(message));
    process.send?.({ type: 'served' } satisfies BareMessage);
  });
  // The parent gone (finished or crashed): nothing left to serve.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    process.disconnect();
  });
  server.listen(port, '127.0.0.1', () => process.send?.({ type: 'listening' } satisfies BareMessage));
}

if (process.send) main();
