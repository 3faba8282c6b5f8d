/**
 * npm run bench:feed [-- --days 365 --tickers 1600]
 * Backfill from the fake SSI feed (issue 30): one year for ~1,600 tickers into a fresh embedded
 * database (or DATABASE_URL when set, which it migrates; use a scratch database). Prints rows
 * written per second, the total time, requests and the process's peak memory.
 * The fake runs in this process too, so the figures include serving the answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays } from '../../src/common/market/tradingCalendar';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { createSsiClient } from '../../src/server/feeds/ssi/client';
import { startFakeSsi } from '../../src/server/feeds/ssi/fake/fakeServer';
import { backfill, refreshListings } from '../../src/server/feeds/sync/sync';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { days: { type: 'string', default: '365' }, tickers: { type: 'string', default: '1600' } },
  });
  const days = Number(values.days);
  const tickers = Number(values.tickers);
  // A fixed Friday evening, so every run backfills the same sessions.
  const now = new Date('2026-11-27T12:00:00Z');
  const to = '2026-11-27';
  const from = addDays(to, -days + 1);
  const folder = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'vnfin-bench-feed-'));
  const handle = folder
    ? openPglite(path.join(folder, 'pglite'))
    : openPostgres(process.env.DATABASE_URL as string);
  const fake = await startFakeSsi({ tickers, seed: 11, now: () => now });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  try {
    await handle.migrate();
    const feed = createSsiClient({ baseUrl: fake.url, ...fake.control.credentials });
    const listingStarted = performance.now();
    const listings = await refreshListings(handle.db, feed, 'bench', now);
    const listingMs = performance.now() - listingStarted;
    const started = performance.now();
    let lastPrint = 0;
    const summary = await backfill(
      handle.db,
      feed,
      {
        from,
        to,
        trigger: 'bench',
        onDay: (progress) => {
          if (performance.now() - lastPrint > 5_000) {
            lastPrint = performance.now();
            console.log(`  ${progress.date}: ${progress.done}/${progress.total} ngày`);
          }
        },
      },
      now,
    );
    const ms = performance.now() - started;
    console.log(
      `Cơ sở dữ liệu: ${folder ? 'PGlite (nhúng)' : 'PostgreSQL'}; máy: ${os.cpus().length} lõi, tải ${os.loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`Danh sách mã: ${listings.stocks} cổ phiếu trong ${(listingMs / 1000).toFixed(1)} s`);
    console.log(
      `Nạp ${from} → ${to}: ${summary.daysWritten} phiên, ${summary.rowsWritten.toLocaleString('en')} dòng, ` +
        `${summary.requests.toLocaleString('en')} yêu cầu, ${(ms / 1000).toFixed(1)} s, ` +
        `${Math.round(summary.rowsWritten / (ms / 1000)).toLocaleString('en')} dòng/s, ` +
        `${(ms / Math.max(summary.daysWritten, 1)).toFixed(0)} ms/phiên, bộ nhớ đỉnh ${mb(peakRss)}`,
    );
    const rerunStarted = performance.now();
    const rerun = await backfill(handle.db, feed, { from: addDays(to, -29), to, trigger: 'bench' }, now);
    console.log(
      `Chạy lại 30 ngày cuối: ${rerun.daysWritten} phiên, ${rerun.rowsWritten} dòng ghi, ${((performance.now() - rerunStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    clearInterval(sampler);
    await fake.close();
    await handle.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
