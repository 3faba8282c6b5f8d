import { desc, eq } from 'drizzle-orm';
import {
  FEED_RUNS_LISTED,
  REJECTIONS_LISTED,
  type FeedRunRow,
  type SsiSourceStatus,
} from '@/common/contracts/adminDataSources';
import type { Database } from '../../db/client';
import { feedRuns } from '../../db/schema';
import type { ServerEnv } from '../../env';
import { SSI_SOURCE } from '../../feeds/sync/mapping';
import { feedFreshness, lastSuccesses } from '../../feeds/sync/status';

/** The SSI feed's part of the console's "Nguồn dữ liệu" screen: settings, freshness and runs. */

type SsiSettings = Pick<ServerEnv, 'SSI_FC_URL' | 'SSI_FC_CONSUMER_ID' | 'SSI_FC_CONSUMER_SECRET'>;

/** Only the URL's host is shown: a path or query could carry a token an operator pasted in. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function ssiConfigured(env: SsiSettings): boolean {
  return Boolean(env.SSI_FC_URL && env.SSI_FC_CONSUMER_ID && env.SSI_FC_CONSUMER_SECRET);
}

export async function latestFeedRuns(db: Database, limit = FEED_RUNS_LISTED): Promise<FeedRunRow[]> {
  const rows = await db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.source, SSI_SOURCE))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    trigger: row.trigger,
    fromDate: row.fromDate,
    toDate: row.toDate,
    status: row.status,
    daysWritten: row.daysWritten,
    rowsWritten: row.rowsWritten,
    rowsRejected: row.rowsRejected,
    rejections: row.rejections.slice(0, REJECTIONS_LISTED),
    requests: row.requests,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
  }));
}

export async function ssiSourceStatus(db: Database, env: SsiSettings, now: Date): Promise<SsiSourceStatus> {
  const [freshness, lastSuccess, runs] = await Promise.all([
    feedFreshness(db, now),
    lastSuccesses(db),
    latestFeedRuns(db),
  ]);
  return {
    configured: ssiConfigured(env),
    host: hostOf(env.SSI_FC_URL),
    consumerIdSet: Boolean(env.SSI_FC_CONSUMER_ID),
    secretSet: Boolean(env.SSI_FC_CONSUMER_SECRET),
    lastDay: freshness.lastDay,
    lastCompletedAt: freshness.lastCompletedAt,
    expectedDay: freshness.expectedDay,
    late: freshness.late,
    behind: freshness.behind,
    lastSuccess,
    runs,
  };
}
