/**
 * The production server (`npm start`): one node:http server in front of Next. Requests for API
 * routes go straight to their handlers (web/apiLane.ts); everything else (pages, assets, images)
 * goes to Next's request handler. Built into dist/server.js by `npm run build`.
 *
 * Environment: PORT (default 3000), HOST (default: every interface), plus those of .env.example,
 * read from the environment and from .env files the way `next start` reads them.
 */
// First: the .env files, before any module reads the environment.
import './loadEnvFiles';
import http from 'node:http';
import next from 'next';
import { mayStart } from './config/production';
import { closeDatabase, getDatabaseHandle, getDb } from './db/client';
import { getEnv } from './env';
import { startDemoFeedIfWanted } from './feeds/demoFeed';
import { configuredFeed } from './feeds/feedConfig';
import { JOB_NAMES, jobCatalog } from './jobs/catalog';
import { startJobEngine, type JobEngine } from './jobs/engine';
import { setJobEngine } from './jobs/runtime';
import { logger } from './logger';
import { warmMarketFigures } from './modules/marketFlows/warm';
import { warmMarketFacts } from './modules/screener/facts';
import { answerClientError } from './http/clientError';
import { createApiLane } from './web/apiLane';
import { answerDisabledImageOptimizer } from './web/imageOptimizer';
import { answerUnavailablePages } from './web/pageFaults';
import { API_ROUTES } from './web/apiRoutes';

async function main(): Promise<void> {
  const dir = process.cwd();
  // Before Next is prepared or a port opened: a production server with missing or published secrets
  // (or demo settings without DEMO_MODE=on) does not start at all (config/production.ts).
  if (!mayStart(getEnv(), logger)) {
    process.exitCode = 1;
    return;
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? undefined;

  const app = next({ dev: false, dir, hostname: host ?? 'localhost', port });
  const handleNext = app.getRequestHandler();
  await app.prepare();
  const handleApi = createApiLane(API_ROUTES);

  const server = http.createServer((req, res) => {
    if (handleApi(req, res)) return;
    if (answerDisabledImageOptimizer(req, res)) return;
    // A page that failed because the database is away answers 503 with Retry-After, not 500.
    answerUnavailablePages(res);
    handleNext(req, res).catch((error: unknown) => {
      logger.error({ err: error }, 'unhandled error in the page handler');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // Match Next's own server: keep connections open longer than common load balancers do.
  server.keepAliveTimeout = 65_000;
  // Requests Node's parser refuses (a body cut off before its length) get a JSON answer too.
  server.on('clientError', answerClientError);

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  logger.info({ port, host: host ?? '*' }, 'server ready');
  // The home page's slowest figure and the screener's facts of every stock, computed in the
  // background one after the other so the first visitors need not wait.
  void (async () => {
    await warmMarketFigures(getDb(), logger);
    await warmMarketFacts(getDb(), logger);
  })();

  // Scheduled and background work (hourly housekeeping, the feed's sync and refreshes) on the job
  // engine; with several instances on one PostgreSQL each job still runs once (src/server/jobs).
  let jobs: JobEngine | null = null;
  const stopDemoFeed = await startDemoFeedIfWanted(getEnv(), logger);
  if (getEnv().JOBS === 'on') {
    const feed = configuredFeed(getEnv());
    jobs = await startJobEngine({ handle: getDatabaseHandle(), logger, jobs: jobCatalog(feed) });
    setJobEngine(jobs);
    // Catch up at start (a server that was down at 15:30 completes the missing days now); the
    // daily job is a singleton and writes nothing for days already complete.
    if (feed) await jobs.send(JOB_NAMES.feedDaily, { trigger: 'startup' });
    logger.info({ feed: feed ? 'ssi' : 'none' }, 'job engine started');
  }

  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    void (jobs?.stop() ?? Promise.resolve())
      .then(() => stopDemoFeed?.())
      .catch(() => undefined)
      .then(() => closeDatabase())
      .catch(() => undefined)
      .finally(() => {
        process.exit(0);
      });
  };
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
