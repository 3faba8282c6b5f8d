/**
 * npm run bench:alerts — one evaluation of 10,000 alerts after a daily sync (issue 32; docs/PERFORMANCE.md).
 *
 * Seeds its OWN temporary PGlite database (migrated, no demo seed): BENCH_TICKERS listed stocks
 * (default 1,600), 280 weekday sessions of daily prices (a seeded random walk), the last 21 in
 * stock_sessions, 8 quarters of statements, one corporate event each; BENCH_USERS accounts (default
 * 200) holding BENCH_ALERTS alerts (default 10,000) of every kind (5 % on a 20-ticker watchlist,
 * 30 % with e-mail). Then:
 * 1. the first evaluation (every ticker's baseline; ratios computed cold);
 * 2. a daily sync: a new session for every stock (stock_sessions and daily_prices) and new events;
 * 3. the timed evaluation after it (facts, evaluator, one write transaction, e-mails), by phase;
 * 4. the job's minute tick with nothing changed (the fingerprint check alone).
 * The database is removed at the end.
 */
import { sql } from 'drizzle-orm';
import { evaluateAlerts } from '../../src/server/modules/alerts/alerts.evaluation';
import { runAlertsJob } from '../../src/server/modules/alerts/alerts.job';
import { rowsOf } from '../../src/server/modules/alerts/rows';
import { ALERTS, dailySync, seedAlerts, seedMarket, USERS } from './alerts/seed';
import { prepareEmbeddedDatabase } from './harness';

async function main(): Promise<void> {
  const prepared = await prepareEmbeddedDatabase('bench-alerts', { seed: false });
  const { db } = prepared.handle;
  try {
    let started = performance.now();
    const tickers = await seedMarket(db);
    await seedAlerts(db, tickers);
    console.log(
      `Seed: ${(performance.now() - started).toFixed(0)} ms (${String(ALERTS)} alerts, ${String(USERS)} accounts)`,
    );

    started = performance.now();
    const first = await evaluateAlerts(db);
    console.log(
      `First evaluation (baselines, ratios cold): ${(performance.now() - started).toFixed(0)} ms`,
      first,
    );

    await dailySync(db, tickers);
    started = performance.now();
    const afterSync = await runAlertsJob(db);
    const total = performance.now() - started;
    console.log(`After the daily sync: ${total.toFixed(0)} ms`, afterSync);

    started = performance.now();
    const idle = await runAlertsJob(db);
    console.log(`Minute tick, nothing changed: ${(performance.now() - started).toFixed(1)} ms`, idle);

    const [counts] = rowsOf<{ notifications: number; mails: number }>(
      await db.execute(
        sql`select (select count(*) from notifications)::int as notifications, (select count(*) from mail_outbox)::int as mails`,
      ),
    );
    console.log('Written:', counts);
  } finally {
    await prepared.handle.close();
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
