import { and, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEVICE_IDLE_DAYS, DEVICE_OWNER_PREFIX } from '../auth/deviceToken';
import type { Database } from '../db/client';
import { chartSections, deviceTokens, metricPreferences, watchlists } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Owner keys of the visitor-id era (`device:<deviceId>`): nothing proves who they belong to any more. */
const LEGACY_DEVICE_PREFIX = 'device:';

export interface DevicePurgeCounts {
  deviceTokens: number;
  deviceSections: number;
  deviceMetricSets: number;
  deviceWatchlists: number;
}

/**
 * Device-owned rows no live device token owns: those of tokens idle for DEVICE_IDLE_DAYS, of tokens
 * already gone, and every row of the visitor-id era (anyone could name any visitor id, so those rows
 * are readable by nobody since device tokens exist, and go at the first purge).
 */
function unowned(ownerKey: AnyPgColumn, cutoff: Date): SQL | undefined {
  // The token's primary key is looked up from the owner key, not the other way round.
  const noLiveToken = sql`not exists (select 1 from ${deviceTokens} where ${deviceTokens.tokenHash} = substr(${ownerKey}, ${DEVICE_OWNER_PREFIX.length + 1}) and ${deviceTokens.lastSeenAt} >= ${cutoff.toISOString()}::timestamptz)`;
  return or(
    like(ownerKey, `${LEGACY_DEVICE_PREFIX}%`),
    and(like(ownerKey, `${DEVICE_OWNER_PREFIX}%`), noLiveToken),
  );
}

/**
 * Removes what anonymous browsers left behind (run by purgeExpired, hourly): their sections, metric
 * sets and watchlist (its tickers go with it) first, then the idle tokens themselves (each its own statement: a partial run is
 * finished by the next one, since rows without a live token are removed whatever the reason).
 */
export async function purgeIdleDevices(db: Database, now: Date = new Date()): Promise<DevicePurgeCounts> {
  const cutoff = new Date(now.getTime() - DEVICE_IDLE_DAYS * DAY_MS);
  const sections = await db
    .delete(chartSections)
    .where(unowned(chartSections.ownerKey, cutoff))
    .returning({ id: chartSections.id });
  const metricSets = await db
    .delete(metricPreferences)
    .where(unowned(metricPreferences.ownerKey, cutoff))
    .returning({ ownerKey: metricPreferences.ownerKey });
  const lists = await db
    .delete(watchlists)
    .where(unowned(watchlists.ownerKey, cutoff))
    .returning({ id: watchlists.id });
  const tokens = await db
    .delete(deviceTokens)
    .where(lt(deviceTokens.lastSeenAt, cutoff))
    .returning({ tokenHash: deviceTokens.tokenHash });
  return {
    deviceTokens: tokens.length,
    deviceSections: sections.length,
    deviceMetricSets: metricSets.length,
    deviceWatchlists: lists.length,
  };
}
