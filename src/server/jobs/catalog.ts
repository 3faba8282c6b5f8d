import { z } from 'zod';
import type { SsiFeed } from '../feeds/ssi/types';
import { refreshIntraday } from '../feeds/sync/intraday';
import { backfill, dailySync, refreshListings } from '../feeds/sync/sync';
import { runAlertsJob } from '../modules/alerts/alerts.job';
import { warmMarketFigures } from '../modules/marketFlows/warm';
import { warmMarketFacts } from '../modules/screener/facts';
import { inboxJobs } from '../importers/inboxJobs';
import { purgeExpired } from '../maintenance/purge';
import type { JobContext, JobDefinition } from './engine';

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
  alerts: 'alerts-evaluate',
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

const alertsData = z.object({ force: z.boolean().default(false), trigger: z.string().max(100).optional() });

/**
 * The alerts' evaluation (src/server/modules/alerts/alerts.job.ts): every minute when the data it
 * reads changed (imports from the console or the inbox, events, a sync), and forced right after the
 * feed's daily sync and intraday refresh. 'stately': one run at a time plus one waiting, so a forced
 * run sent during a tick is kept rather than dropped.
 */
export function alertsJob(): JobDefinition {
  return {
    name: JOB_NAMES.alerts,
    label: 'Kiểm tra cảnh báo khi dữ liệu thay đổi (mỗi phút)',
    cron: '* * * * *',
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    // A worker that dies mid-evaluation holds the (stately) queue until this expiry: 5 minutes is 20
    // times the evaluation of 10,000 alerts after a daily sync (bench:alerts), and a retry sends no
    // e-mail twice (a notification is marked e-mailed with its outbox row).
    expireInSeconds: 5 * 60,
    run: (data, { db, logger }) => runAlertsJob(db, { force: alertsData.parse(data).force, logger }),
  };
}

/** Asks for an alerts evaluation after a data update (never fails the update itself). */
async function evaluateAlertsAfter(context: JobContext, trigger: string): Promise<void> {
  try {
    await context.send(JOB_NAMES.alerts, { force: true, trigger });
  } catch (error) {
    context.logger.warn({ err: error, trigger }, 'alerts evaluation not queued');
  }
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
      run: async (data, context) => {
        const { db, logger } = context;
        const summary = await dailySync(db, feed, triggerOf(data));
        // A new session changes the industry card's valuation history: compute it now, not on a visit.
        await warmMarketFigures(db, logger);
        // And the screener's facts (watchlist ratio columns read them too) on this instance.
        await warmMarketFacts(db, logger);
        await evaluateAlertsAfter(context, JOB_NAMES.feedDaily);
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
      run: async (_data, context) => {
        const result = await refreshIntraday(context.db, feed);
        await evaluateAlertsAfter(context, JOB_NAMES.feedIntraday);
        return result;
      },
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
  return [housekeepingJob(), ...inboxJobs(), alertsJob(), ...(feed ? feedJobs(feed) : [])];
}
