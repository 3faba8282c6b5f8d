/**
 * A page that failed while the database is away: Next answers 500 with the error page; the production
 * server's response goes out as 503 with Retry-After (the same page), and as 500 again once the
 * database answered a query. Before this, every such page was a plain 500.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { noteDatabaseFailure, noteDatabaseSuccess } from '../../db/availability';
import { answerUnavailablePages } from '../pageFaults';

let server: http.Server;
let base: string;
/** The status the fake "Next" answers with, as Next would: statusCode then end, or writeHead. */
let answer: { status: number; explicit: boolean } = { status: 500, explicit: false };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    answerUnavailablePages(res);
    const page = '<!DOCTYPE html><p>Đã có lỗi xảy ra</p>';
    if (answer.explicit) {
      res.writeHead(answer.status, 'Internal Server Error', { 'Content-Type': 'text/html; charset=utf-8' });
    } else {
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
    }
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  noteDatabaseSuccess();
  await new Promise((resolve) => server.close(resolve));
});

describe('pages while the database is away', () => {
  it.each([false, true])(
    'a failed page is 503 with Retry-After and the error page (writeHead called: %s), 500 once it is back',
    async (explicit) => {
      answer = { status: 500, explicit };
      noteDatabaseFailure();
      const down = await fetch(`${base}/enterprise/fpt/overview`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.headers.get('cache-control')).toBe('no-store');
      expect(await down.text()).toContain('Đã có lỗi xảy ra');

      noteDatabaseSuccess();
      const bug = await fetch(`${base}/enterprise/fpt/overview`);
      expect(bug.status).toBe(500);
      expect(bug.headers.get('retry-after')).toBeNull();
    },
  );

  it('leaves every other status alone while the database is away', async () => {
    noteDatabaseFailure();
    for (const status of [200, 404, 302]) {
      answer = { status, explicit: false };
      const response = await fetch(`${base}/`, { redirect: 'manual' });
      expect(response.status).toBe(status);
    }
    noteDatabaseSuccess();
  });
});
