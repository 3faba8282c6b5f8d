import { LRUCache } from 'lru-cache';
import { asOfCutoff } from '@/common/contracts/asOf';
import { checkDataVersion, onDataChange } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { readSeriesValuesAsOf } from '../revisions/revisions.asOf';
import {
  readIndicator,
  readSeriesOfItems,
  readSeriesValues,
  readSeriesWithItem,
  type MenuItemRow,
  type SeriesRow,
  type ValueRow,
} from './macro.repository';
import { displayedSeries } from './macro.series';

/**
 * Macro figures change only when an import or the seed runs, and one series is read in many shapes
 * (value types, periods, ranges, same-period views), each its own cached answer. Each instance keeps
 * a series' (or an indicator's) stored rows and the built menus until the data version changes
 * (src/server/data/dataVersion.ts, checked at most once a second: an import on any instance shows
 * within about a second), at most MACRO_CACHE_TTL_MS, so those shapes share one database read.
 * Concurrent identical reads share one query; failures are not kept. Callers must not mutate what
 * they get.
 */
export const MACRO_CACHE_TTL_MS = 60_000;

const cache = new LRUCache<string, Promise<unknown>>({ max: 300, ttl: MACRO_CACHE_TTL_MS });

function lookup<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const checking = checkDataVersion();
  return checking ? checking.then(() => lookup(key, compute)) : lookup(key, compute);
}

/** A built menu, per plan and shape (server-rendered pages read it on every visit). */
export function loadMenu<T>(key: string, compute: () => Promise<T>): Promise<T> {
  return cached(`menu:${key}`, compute);
}

/** Drops every kept read (a new data version; tests; a writer in this process). */
export function clearMacroCache(): void {
  cache.clear();
}

onDataChange(clearMacroCache);

export interface SeriesData {
  found: { series: SeriesRow; item: MenuItemRow } | null;
  rows: readonly ValueRow[];
}

/**
 * The observations of some series: as stored, or with asOf (YYYY-MM-DD) as published by the end of
 * that day (docs/DATA.md "Revisions and asOf").
 */
function readValues(db: Database, seriesIds: readonly number[], asOf: string | undefined) {
  return asOf === undefined
    ? readSeriesValues(db, seriesIds)
    : readSeriesValuesAsOf(db, seriesIds, asOfCutoff(asOf));
}

/** A series with its indicator and every stored observation (as published on asOf, when given). */
export function loadSeries(db: Database, seriesId: number, asOf?: string): Promise<SeriesData> {
  return cached(`series:${String(seriesId)}:${asOf ?? 'now'}`, async () => {
    const found = await readSeriesWithItem(db, seriesId);
    return { found, rows: found ? await readValues(db, [seriesId], asOf) : [] };
  });
}

export interface IndicatorData {
  item: MenuItemRow | null;
  /** The series the indicator shows (displayedSeries), in order. */
  series: readonly SeriesRow[];
  rows: readonly ValueRow[];
}

/** An indicator (level 2) with its series and their observations (as published on asOf, when given). */
export function loadIndicator(db: Database, itemId: number, asOf?: string): Promise<IndicatorData> {
  return cached(`indicator:${String(itemId)}:${asOf ?? 'now'}`, async () => {
    const item = await readIndicator(db, { id: itemId });
    if (!item) return { item, series: [], rows: [] };
    const series = displayedSeries(await readSeriesOfItems(db, [item.id]));
    return {
      item,
      series,
      rows: await readValues(
        db,
        series.map((line) => line.id),
        asOf,
      ),
    };
  });
}
