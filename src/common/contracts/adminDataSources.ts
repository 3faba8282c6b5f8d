import { z } from 'zod';
import { vietnamToday } from './asOf';

/**
 * The console's "Nguồn dữ liệu" screen (issue 30): each source of market data with its freshness and
 * its runs, buttons that queue a re-run of the SSI feed, and the job queue (GET
 * /api/admin/data-sources, POST /api/admin/data-sources/ssi/{sync-day,backfill,listings}).
 */

/** The first day a re-run may ask for (the feed's history is far shorter; this only bounds input). */
export const FEED_EARLIEST_DAY = '2000-01-01';
/** A backfill spans at most this many years (one request of the console must finish in hours). */
export const BACKFILL_MAX_YEARS = 3;
/** Runs listed per source, rejection reasons listed per run. */
export const FEED_RUNS_LISTED = 30;
export const REJECTIONS_LISTED = 5;
/** Jobs listed in the queue's "recent" table. */
export const RECENT_JOBS_LISTED = 10;

export const DATA_SOURCE_MESSAGES = {
  day: 'cần một ngày dạng YYYY-MM-DD, ví dụ 2024-06-28',
  tooEarly: `ngày phải từ ${FEED_EARLIEST_DAY} trở đi`,
  future: 'ngày không được sau hôm nay (giờ Việt Nam)',
  order: 'ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  span: `mỗi lần nạp lại tối đa ${String(BACKFILL_MAX_YEARS)} năm`,
  notConfigured:
    'Chưa cấu hình SSI FastConnect (SSI_FC_URL, SSI_FC_CONSUMER_ID, SSI_FC_CONSUMER_SECRET): dữ liệu ' +
    'thị trường vẫn lấy từ bộ sinh dữ liệu minh họa, không có gì để chạy lại.',
  queued: 'Đã xếp tác vụ vào hàng đợi.',
} as const;

const DAY_MS = 86_400_000;

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The same day `years` later (29 February lands on 1 March); an invalid day stays as it is. */
export function addYears(day: string, years: number): string {
  if (!isCalendarDay(day)) return day;
  const date = new Date(Date.parse(`${day}T00:00:00Z`));
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A trading day to fetch: a real calendar day, not before 2000, not after today in Vietnam. */
export const feedDaySchema = z
  .string()
  .trim()
  // A day that is not one stops at its first message (not three about the same text).
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATA_SOURCE_MESSAGES.day, abort: true })
  .refine(isCalendarDay, { message: DATA_SOURCE_MESSAGES.day, abort: true })
  .refine((value) => value >= FEED_EARLIEST_DAY, DATA_SOURCE_MESSAGES.tooEarly)
  .refine((value) => value <= vietnamToday(), DATA_SOURCE_MESSAGES.future);

/** POST /api/admin/data-sources/ssi/sync-day */
export const syncDayBody = z.object({ date: feedDaySchema });
export type SyncDayBody = z.infer<typeof syncDayBody>;

const bothDays = (range: { from: unknown; to: unknown }) =>
  typeof range.from === 'string' &&
  typeof range.to === 'string' &&
  isCalendarDay(range.from) &&
  isCalendarDay(range.to);

/** POST /api/admin/data-sources/ssi/backfill: from <= to, at most BACKFILL_MAX_YEARS apart. */
export const backfillBody = z
  .object({ from: feedDaySchema, to: feedDaySchema })
  // zod still runs these when a day failed its own checks (not an abort); that day's message is enough.
  .refine((range) => !bothDays(range) || range.from <= range.to, {
    message: DATA_SOURCE_MESSAGES.order,
    path: ['to'],
  })
  .refine((range) => !bothDays(range) || range.to < addYears(range.from, BACKFILL_MAX_YEARS), {
    message: DATA_SOURCE_MESSAGES.span,
    path: ['to'],
  });
export type BackfillBody = z.infer<typeof backfillBody>;

/** POST answers (202): the queued job's id in pg-boss. */
export interface QueuedJob {
  jobId: string;
  message: string;
}

export type FeedRunKindName = 'daily' | 'intraday' | 'backfill' | 'securities';
export type FeedRunStatusName = 'running' | 'succeeded' | 'failed';

export const FEED_RUN_KIND_LABELS: Record<FeedRunKindName, string> = {
  daily: 'Đồng bộ sau phiên',
  intraday: 'Cập nhật trong phiên',
  backfill: 'Nạp lại khoảng ngày',
  securities: 'Danh sách mã',
};

export const FEED_RUN_STATUS_LABELS: Record<FeedRunStatusName, string> = {
  running: 'Đang chạy',
  succeeded: 'Thành công',
  failed: 'Lỗi',
};

export interface FeedRunRow {
  id: number;
  kind: FeedRunKindName;
  /** 'schedule', 'admin:<user id>', 'cli'. */
  trigger: string;
  fromDate: string | null;
  toDate: string | null;
  status: FeedRunStatusName;
  daysWritten: number;
  rowsWritten: number;
  rowsRejected: number;
  /** The first REJECTIONS_LISTED reasons (rowsRejected counts them all). */
  rejections: { key: string; reason: string }[];
  requests: number;
  error: string | null;
  /** ISO instants. */
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
}

export interface SsiSourceStatus {
  /** All three settings present. Secrets are never sent, only whether each is set. */
  configured: boolean;
  /** The host of SSI_FC_URL (no path, no query). */
  host: string | null;
  consumerIdSet: boolean;
  secretSet: boolean;
  /** The newest trading day written whole, the day expected by now, and how late the feed is. */
  lastDay: string | null;
  lastCompletedAt: string | null;
  expectedDay: string | null;
  late: boolean;
  /** Trading sessions missing (0 when on time). */
  behind: number;
  /** The last successful run of each kind (ISO instants). */
  lastSuccess: Partial<Record<FeedRunKindName, string>>;
  runs: FeedRunRow[];
}

export interface DemoSourceStatus {
  /** Companies the demo generator created (is_demo). */
  companies: number;
  newestPriceDate: string | null;
}

export interface ImportsSourceStatus {
  lastRunAt: string | null;
  lastStatus: 'succeeded' | 'failed' | null;
  runsLast7Days: number;
}

export type JobStateName = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export const JOB_STATE_LABELS: Record<JobStateName, string> = {
  created: 'Đang chờ',
  retry: 'Chờ thử lại',
  active: 'Đang chạy',
  completed: 'Xong',
  cancelled: 'Đã huỷ',
  failed: 'Lỗi',
};

export interface JobRow {
  id: string;
  name: string;
  state: JobStateName;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
  retryCount: number;
  /** A failure's message, or a short form of what the job returned. */
  message: string | null;
}

export interface JobQueueRow {
  name: string;
  label: string;
  /** Cron in Vietnam time; null for jobs only sent on demand. */
  cron: string | null;
  /** The job runs only when the SSI feed is configured. */
  needsFeed: boolean;
  /** Now: waiting (created), waiting to retry, running; in the last 7 days: completed, failed. */
  counts: { created: number; retry: number; active: number; completed: number; failed: number };
  latest: JobRow | null;
}

export interface JobQueueStatus {
  /** False before the job engine first started on this database (no pgboss schema yet). */
  available: boolean;
  note: string | null;
  queues: JobQueueRow[];
  recent: JobRow[];
}

export interface DataSourcesOverview {
  generatedAt: string;
  ssi: SsiSourceStatus;
  demo: DemoSourceStatus;
  imports: ImportsSourceStatus;
  jobs: JobQueueStatus;
}
