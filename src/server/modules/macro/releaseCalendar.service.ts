import type { AccessRole } from '@/common/access/accessTable';
import type { MacroReleaseCalendarResponse, MacroReleaseCard } from '@/common/contracts/macro';
import { labelOfOrdinal, ordinalOf } from '@/common/macro/calendar';
import { releaseFigures, RELEASE_REASONS } from '@/common/macro/releaseCards';
import {
  nextPeriodEnd,
  RELEASE_CALENDAR,
  scheduledRelease,
  type ReleaseEntry,
} from '@/common/macro/releases';
import { isPercentUnit } from '@/common/macro/valueTypes';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import type { Database } from '../../db/client';
import { isLockedFor, requiredPlanFor } from './macro.access';
import { pointsOf } from './macro.metric.service';
import { readSeriesStats, readSeriesValues, type MenuItemRow, type SeriesRow } from './macro.repository';
import { frequencyOf } from './macro.series';
import { readSeriesByCodes } from './releaseCalendar.repository';

/** A locked card says why it shows no figure: a paid plan, or only a free account (a guest). */
export const LOCKED_REASON = 'Cần nâng cấp gói để xem số liệu';
export const SIGN_IN_REASON = 'Đăng ký tài khoản miễn phí để xem số liệu';

function pagePath(keyCode: string): string | null {
  for (const group of MACRO_MENU) {
    const child = group.childItem.find((item) => item.keyCode === keyCode);
    if (child) return macroChildPath(group, child);
  }
  return null;
}

function emptyCard(entry: ReleaseEntry, reason: string): MacroReleaseCard {
  return {
    key: entry.key,
    title: entry.title,
    keyCode: entry.keyCode,
    path: pagePath(entry.keyCode),
    seriesName: null,
    unit: null,
    valueType: entry.valueType,
    frequency: null,
    schedule: entry.schedule,
    publisher: entry.publisher,
    source: null,
    isDemo: false,
    locked: false,
    latest: null,
    previous: null,
    change: null,
    changePercent: null,
    lastRelease: null,
    nextPeriod: null,
    nextRelease: null,
    reason,
  };
}

/**
 * The release calendar's cards (issue 33), one per entry of RELEASE_CALENDAR: the first of its lines
 * that has data (an imported line before the demo one), its latest figure, the previous period's and
 * the change (releaseCards.ts), the newest release date stored and when the next period is usually
 * published. A card of an indicator the reader's plan does not open carries no figure.
 */
export async function getReleaseCalendar(
  db: Database,
  role: AccessRole,
): Promise<MacroReleaseCalendarResponse> {
  const codes = [...new Set(RELEASE_CALENDAR.flatMap((entry) => entry.seriesCodes))];
  const found = await readSeriesByCodes(db, codes);
  const stats = await readSeriesStats(
    db,
    [...found.values()].map(({ series }) => series.id),
  );
  const chosen = new Map<string, { series: SeriesRow; item: MenuItemRow }>();
  for (const entry of RELEASE_CALENDAR) {
    const code = entry.seriesCodes.find((candidate) => {
      const line = found.get(candidate);
      return line !== undefined && stats.has(line.series.id);
    });
    const line = code === undefined ? undefined : found.get(code);
    if (line) chosen.set(entry.key, line);
  }
  const open = [...chosen.values()].filter(({ item }) => !isLockedFor(role, item));
  const rows = await readSeriesValues(
    db,
    open.map(({ series }) => series.id),
  );
  const cards = RELEASE_CALENDAR.map((entry): MacroReleaseCard => {
    const line = chosen.get(entry.key);
    if (!line) return emptyCard(entry, RELEASE_REASONS.noData);
    const { series, item } = line;
    const frequency = frequencyOf(series);
    const percentage = entry.valueType !== 'value' || isPercentUnit(series.unit);
    const base: MacroReleaseCard = {
      ...emptyCard(entry, RELEASE_REASONS.noData),
      seriesName: series.nameVi,
      unit: entry.valueType === 'value' ? series.unit : '%',
      frequency,
      source: series.source,
      isDemo: series.isDemo,
      lastRelease: stats.get(series.id)?.releaseDate ?? null,
    };
    if (isLockedFor(role, item)) {
      const reason = requiredPlanFor(role, item) === null ? SIGN_IN_REASON : LOCKED_REASON;
      return { ...base, locked: true, reason };
    }
    const figures = releaseFigures(pointsOf(series, rows, frequency, entry.valueType), frequency, {
      percentage,
    });
    const next = figures.latest ? nextPeriodEnd(figures.latest.period, frequency) : null;
    return {
      ...base,
      ...figures,
      nextPeriod: next ? labelOfOrdinal(ordinalOf(next, frequency), frequency) : null,
      nextRelease: next ? scheduledRelease(entry.rule, next) : null,
    };
  });
  return { cards };
}
