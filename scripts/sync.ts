/**
 * npm run sync -- ssi --from YYYY-MM-DD --to YYYY-MM-DD   backfill a date range (progress bar, summary)
 * npm run sync -- ssi --daily                              the daily job now (missing days of two weeks)
 * npm run sync -- ssi --listings                           securities, indices and index members
 * Reads SSI_FC_URL, SSI_FC_CONSUMER_ID and SSI_FC_CONSUMER_SECRET; writes the configured database.
 * On the embedded database, stop the server first (one process owns its data directory), or use
 * the console's "Nguồn dữ liệu" page, which runs the same backfill as a job.
 */
import '../src/server/loadEnvFiles';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { openConfiguredDatabase } from '../src/server/db/client';
import { getEnv } from '../src/server/env';
import { configuredFeed } from '../src/server/feeds/feedConfig';
import { backfill, dailySync, refreshListings, type SyncSummary } from '../src/server/feeds/sync/sync';

const USAGE = `Cách dùng:
  npm run sync -- ssi --from YYYY-MM-DD --to YYYY-MM-DD   nạp lại một khoảng ngày
  npm run sync -- ssi --daily                              chạy đồng bộ cuối ngày ngay
  npm run sync -- ssi --listings                           cập nhật danh sách mã, chỉ số, rổ chỉ số`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const number = (value: number) => value.toLocaleString('vi-VN');

function printSummary(summary: SyncSummary, ms: number): void {
  console.log(
    `Xong: ${summary.daysWritten}/${summary.days} ngày ghi đủ, ${number(summary.rowsWritten)} dòng ghi mới hoặc đổi, ` +
      `${summary.refusals.length} dòng bị từ chối, ${number(summary.requests)} yêu cầu tới SSI, ${(ms / 1000).toFixed(1)} s ` +
      `(${number(Math.round(summary.rowsWritten / Math.max(ms / 1000, 0.001)))} dòng/s).`,
  );
  if (summary.missing.length > 0) console.log(`SSI chưa có phiên của: ${summary.missing.join(', ')}`);
  for (const refusal of summary.refusals.slice(0, 20)) console.log(`  bỏ ${refusal.key}: ${refusal.reason}`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      daily: { type: 'boolean' },
      listings: { type: 'boolean' },
    },
  });
  if (positionals[0] !== 'ssi') {
    console.log(USAGE);
    return positionals.length === 0 ? 0 : 2;
  }
  const feed = configuredFeed(getEnv());
  if (!feed) {
    console.error(
      'Chưa cấu hình SSI: đặt SSI_FC_URL, SSI_FC_CONSUMER_ID và SSI_FC_CONSUMER_SECRET (xem .env.example).',
    );
    return 2;
  }
  const from = values.from ?? '';
  const to = values.to ?? '';
  const range = values.from !== undefined || values.to !== undefined;
  if (range && (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to)) {
    console.error('Khoảng ngày không hợp lệ: cần --from và --to dạng YYYY-MM-DD, --from không sau --to.');
    return 2;
  }
  if (!range && !values.daily && !values.listings) {
    console.log(USAGE);
    return 2;
  }
  const handle = openConfiguredDatabase();
  const started = Date.now();
  try {
    await handle.migrate();
    if (values.listings) {
      const result = await refreshListings(handle.db, feed, 'cli');
      console.log(
        `Danh sách mã: ${result.stocks} cổ phiếu, ${result.created} mã mới, ${result.updated} mã cập nhật, ` +
          `${result.delisted} mã hủy niêm yết, ${result.components} thay đổi rổ chỉ số.`,
      );
    }
    if (values.daily) printSummary(await dailySync(handle.db, feed, 'cli'), Date.now() - started);
    if (range) {
      const bar = new SingleBar({
        format: 'Nạp {date} [{bar}] {value}/{total} ngày | {rows} dòng | còn {eta_formatted}',
        hideCursor: true,
      });
      let rows = 0;
      let begun = false;
      const summary = await backfill(handle.db, feed, {
        from,
        to,
        trigger: 'cli',
        onDay: (progress) => {
          rows += progress.rowsWritten;
          if (!begun) {
            bar.start(progress.total, 0, { date: progress.date, rows: 0 });
            begun = true;
          }
          bar.update(progress.done, { date: progress.date, rows: number(rows) });
        },
      }).finally(() => {
        bar.stop();
      });
      printSummary(summary, Date.now() - started);
    }
    return 0;
  } catch (error) {
    console.error(
      `Lỗi: ${error instanceof Error ? error.message : String(error)} (các ngày đã ghi đủ vẫn giữ; chạy lại để hoàn tất)`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
