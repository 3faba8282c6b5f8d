import { and, count, desc, eq, gte, max } from 'drizzle-orm';
import type {
  DataSourcesOverview,
  DemoSourceStatus,
  ImportsSourceStatus,
} from '@/common/contracts/adminDataSources';
import type { Database, DatabaseHandle } from '../../db/client';
import { companies, dailyPrices, importRuns } from '../../db/schema';
import type { ServerEnv } from '../../env';
import { jobQueueStatus } from './dataSources.queue';
import { ssiSourceStatus } from './dataSources.ssi';

/**
 * GET /api/admin/data-sources: every source of market data in one answer (docs/DATA.md "Freshness"):
 * the SSI feed, the demo generator, the files admins import, and the job queue that runs the feed.
 */

const WEEK_MS = 7 * 86_400_000;

async function demoSourceStatus(db: Database): Promise<DemoSourceStatus> {
  const [demo] = await db.select({ n: count() }).from(companies).where(eq(companies.isDemo, true));
  const [newest] = await db
    .select({ date: max(dailyPrices.date) })
    .from(dailyPrices)
    .innerJoin(companies, eq(companies.ticker, dailyPrices.ticker))
    .where(eq(companies.isDemo, true));
  return { companies: demo?.n ?? 0, newestPriceDate: newest?.date ?? null };
}

async function importsSourceStatus(db: Database, now: Date): Promise<ImportsSourceStatus> {
  const [last] = await db
    .select({ at: importRuns.finishedAt, status: importRuns.status })
    .from(importRuns)
    .orderBy(desc(importRuns.finishedAt), desc(importRuns.id))
    .limit(1);
  const [week] = await db
    .select({ n: count() })
    .from(importRuns)
    .where(and(gte(importRuns.finishedAt, new Date(now.getTime() - WEEK_MS))));
  return {
    lastRunAt: last?.at.toISOString() ?? null,
    lastStatus: last?.status ?? null,
    runsLast7Days: week?.n ?? 0,
  };
}

export async function dataSourcesOverview(
  handle: DatabaseHandle,
  env: Pick<ServerEnv, 'SSI_FC_URL' | 'SSI_FC_CONSUMER_ID' | 'SSI_FC_CONSUMER_SECRET'>,
  now = new Date(),
): Promise<DataSourcesOverview> {
  const { db } = handle;
  const [ssi, demo, imports, jobs] = await Promise.all([
    ssiSourceStatus(db, env, now),
    demoSourceStatus(db),
    importsSourceStatus(db, now),
    jobQueueStatus(handle),
  ]);
  return { generatedAt: now.toISOString(), ssi, demo, imports, jobs };
}
