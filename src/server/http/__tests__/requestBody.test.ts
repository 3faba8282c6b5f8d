import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { isAppError } from '../../core/errors';
import { BODY_MESSAGES, readBodyBytes } from '../requestBody';

// A client that announces a body and goes away half way: the reader answers a Vietnamese 400 instead
// of rejecting with the socket's own error, which the API dispatcher logged as a fault (issue 34's
// hostile sweep, "a body cut off before its Content-Length").

function serverReading(
  limit: number,
): Promise<{ server: http.Server; port: number; outcome: Promise<unknown> }> {
  let settle: (value: unknown) => void = () => undefined;
  const outcome = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  const server = http.createServer((req, res) => {
    readBodyBytes(req, limit).then(
      (body) => {
        settle({ body: body.toString('utf8') });
        res.end();
      },
      (error: unknown) => {
        settle({ error });
        res.destroy();
      },
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as AddressInfo).port, outcome });
    });
  });
}

describe('readBodyBytes', () => {
  it('refuses a body cut off before its Content-Length with a 400 and the Vietnamese message', async () => {
    const { server, port, outcome } = await serverReading(1024);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    const result = (await outcome) as { error?: unknown };
    expect(isAppError(result.error)).toBe(true);
    expect(result.error).toMatchObject({ code: 'BAD_REQUEST', message: BODY_MESSAGES.cutOff, status: 400 });
    server.close();
  });

  it('reads a whole body', async () => {
    const { server, port, outcome } = await serverReading(1024);
    const response = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: '{"a":1}' });
    await response.arrayBuffer();
    expect(await outcome).toEqual({ body: '{"a":1}' });
    server.close();
  });
});
