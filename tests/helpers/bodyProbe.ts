import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server around `serve` that records, for every request, how many bytes of its body the
 * server had consumed when it started answering. Proves that a refusal came before the body was
 * read, by counting rather than by timing.
 */
export interface ProbedServer {
  base: string;
  /** Body bytes consumed before the answer, one entry per request, in arrival order. */
  consumedBeforeAnswer: number[];
  close(): Promise<void>;
}

export async function startProbedServer(
  serve: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<ProbedServer> {
  const consumedBeforeAnswer: number[] = [];
  const server = http.createServer((req, res) => {
    const index = consumedBeforeAnswer.push(0) - 1;
    let consumed = 0;
    let answered = false;
    const emit = req.emit.bind(req);
    req.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'data' && !answered) consumed += (args[0] as Buffer).length;
      return emit(event, ...args);
    }) as typeof req.emit;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
      if (!answered) consumedBeforeAnswer[index] = consumed;
      answered = true;
      return writeHead(...args);
    }) as typeof res.writeHead;
    serve(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    consumedBeforeAnswer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * Sends `bytes` of body in 64 KB pieces, and stops sending as soon as the answer arrives (a server
 * that refuses early closes the connection). Resolves with the status and the JSON body.
 */
export function postLargeBody(
  url: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (!answered && sent < bytes) {
        const size = Math.min(piece.length, bytes - sent);
        sent += size;
        if (!request.write(size === piece.length ? piece : piece.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}
