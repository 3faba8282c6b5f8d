import type { ServerResponse } from 'node:http';
import { databaseLooksDown } from '../db/availability';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/errors';

/**
 * Pages while the database is away. A getServerSideProps that throws is answered by Next with 500 and
 * the app's error page (src/pages/500.tsx: "try again in a few minutes"); Next gives no hook between
 * the error and the status. The production server (main.ts) calls this on every page response: a 500
 * written while the database looks down (db/availability.ts) goes out as 503 with Retry-After, the
 * same page, so crawlers and load balancers see a temporary outage rather than a broken page.
 */
export function answerUnavailablePages(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (statusCode: number, ...rest: unknown[]) => {
    if (statusCode !== 500 || !databaseLooksDown()) return writeHead(statusCode, ...rest);
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    // A reason phrase given for 500 would now be wrong: Node's default one for 503 is used instead.
    const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return writeHead(503, ...headers);
  };
}
