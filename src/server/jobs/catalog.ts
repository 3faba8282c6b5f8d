import { z } from 'zod';
import type { SsiFeed } from '../feeds/ssi/types';
import { refreshIntraday } from '../feeds/sync/intraday';
import { backfill, dailySync, refreshListings } from '../feeds/sync/sync';
import { warmMarketFigures } from '../modules/marketFlows/warm';
import { inboxJobs } from '../importers/inboxJobs';
import { purgeExpired } from '../maintenance/purge';
import type { JobDefinition } from './engine';

/**
 * Every scheduled and background task (docs/ARCHITECTURE.md "Jobs"). Cron times are Vietnam time.
 * The feed's jobs exist only when a feed is configured; without one the demo data stays as seeded.
 */
export const JOB_NAMES = {
  housekeeping: 'housekeeping',
  feedDaily: 'feed-daily',
  feedIntraday: 'feed-intraday',
  feedListings: 'feed-listings',
  feedBackfill: 'feed-backfill',
} as const;

const backfillData = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  trigger: z.string().min(1).max(100).default('schedule'),
});
export type BackfillJobData = z.input<typeof backfillData>;

const triggerOf = (data: object): string =>
  typeof (data as { trigger?: unknown }).trigger === 'string'
    ? (data as { trigger: string }).trigger
    : 'schedule';

export function housekeepingJob(): JobDefinition {
  return {
    name: JOB_NAMES.housekeeping,
    label: 'Dọn dữ liệu hết hạn (mỗi giờ)',
    cron: '0 * * * *',
    policy: 'singleton',
    retryLimit: 1,
    run: (_data, { db }) => purgeExpired(db),
  };
}

export function feedJobs(feed: SsiFeed): JobDefinition[] {
  return [
    {
      name: JOB_NAMES.feedDaily,
      label: 'Đồng bộ phiên giao dịch sau giờ đóng cửa (15:30, 17:30, 19:30)',
      // Three runs: each completes whatever day is still missing, so a late feed catches up.
      cron: '30 15,17,19 * * 1-5',
      policy: 'singleton',
      retryLimit: 4,
      retryDelay: 120,
      expireInSeconds: 60 * 60,
      run: async (data, { db, logger }) => {
        const summary = await dailySync(db, feed, triggerOf(data));
        // A new session changes the industry card's valuation history: compute it now, not on a visit.
        await warmMarketFigures(db, logger);
        return summary;
      },
    },
    {
      name: JOB_NAMES.feedIntraday,
      label: 'Cập nhật bảng giá và biểu đồ trong phiên (3 phút/lần)',
      cron: '*/3 9-15 * * 1-5',
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 5 * 60,
      run: (_data, { db }) => refreshIntraday(db, feed),
    },
    {
      name: JOB_NAMES.feedListings,
      label: 'Danh sách chứng khoán, chỉ số và rổ chỉ số (8:00)',
      cron: '0 8 * * 1-5',
      policy: 'singleton',
      retryLimit: 3,
      run: (data, { db }) => refreshListings(db, feed, triggerOf(data)),
    },
    {
      name: JOB_NAMES.feedBackfill,
      label: 'Nạp lại dữ liệu một khoảng ngày',
      policy: 'singleton',
      retryLimit: 2,
      retryDelay: 300,
      expireInSeconds: 4 * 60 * 60,
      run: (data, { db }) => {
        const range = backfillData.parse(data);
        return backfill(db, feed, range);
      },
    },
  ];
}

/** The jobs of this deployment. */
export function jobCatalog(feed: SsiFeed | null): JobDefinition[] {
  return [housekeepingJob(), ...inboxJobs(), ...(feed ? feedJobs(feed) : [])];
}
