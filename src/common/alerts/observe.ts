import { findRatio } from '../finance/ratios';
import { formatNumber } from '../format';
import { ema, rsi, sma } from '../technical';
import { RSI_PERIOD, type AlertCondition } from './conditions';

/**
 * What the alerts know of one ticker at an evaluation (docs/DATA.md "Alerts"), read in batch by the
 * server (src/server/modules/alerts/alerts.facts.ts). Every field is null when unknown, never 0.
 */
export interface TickerFacts {
  /** The session the figures describe (the board's day during a session). */
  date: string | null;
  /** The market snapshot's price: last match, else the reference (VND). */
  price: number | null;
  /** The snapshot's % change of the day (2.5 = +2.5 %). */
  pctChange: number | null;
  /** The snapshot session's volume (shares). */
  volume: number | null;
  /** Mean volume of the 20 sessions before the snapshot's (shares); null with fewer than 20. */
  averageVolume20: number | null;
  /** Daily closes oldest first, the snapshot's price as the last one (closeSeries). */
  closes: readonly number[];
  /** The latest quarter's ratios by code, as the catalogue computes them (percent as fractions). */
  ratios: Readonly<Record<string, number | null>> | null;
  /** The newest corporate_events id of the ticker; null when it has none. */
  latestEventId: number | null;
}

export interface Observation {
  /** Whether the condition holds; null when the data do not tell (then `reason` says why). */
  holds: boolean | null;
  /** The figure compared (price, %, multiple, RSI, ratio in its display unit, event id). */
  value: number | null;
  reason: string | null;
}

/**
 * Daily closes ending with the snapshot's price: the stored closes (oldest first, with their dates)
 * up to the day before the snapshot's session, then the snapshot's price for its session (a live
 * board price replaces nothing stored; a stored close of the same day gives way to the snapshot's).
 */
export function closeSeries(
  closes: readonly { date: string; close: number }[],
  snapshot: { date: string | null; price: number | null },
): number[] {
  const { date, price } = snapshot;
  if (date === null || price === null) return closes.map((row) => row.close);
  const before = closes.filter((row) => row.date < date).map((row) => row.close);
  return [...before, price];
}

/** The volume of the snapshot's session over the mean of the 20 sessions before it. */
export function volumeMultiple(volume: number | null, average: number | null): number | null {
  if (volume === null || average === null || !(average > 0)) return null;
  return volume / average;
}

/** A ratio in the unit a user types: percent ratios in percent (0.152 -> 15.2), others as computed. */
export function ratioDisplayValue(code: string, raw: number | null): number | null {
  if (raw === null || !Number.isFinite(raw)) return null;
  return findRatio(code)?.unit === 'percent' ? raw * 100 : raw;
}

function last(values: readonly (number | null)[]): number | null {
  const value = values[values.length - 1];
  return value === undefined || value === null || !Number.isFinite(value) ? null : value;
}

function compare(value: number | null, direction: 'above' | 'below', threshold: number, reason: string) {
  if (value === null) return { holds: null, value: null, reason };
  return { holds: direction === 'above' ? value > threshold : value < threshold, value, reason: null };
}

const NO_PRICE = 'Chưa có giá của phiên gần nhất.';

/** Whether `condition` holds on `facts` (corporate events: the newest event id, see stepAlert). */
export function observe(condition: AlertCondition, facts: TickerFacts): Observation {
  switch (condition.kind) {
    case 'price':
      return compare(facts.price, condition.direction, condition.value, NO_PRICE);
    case 'pct_change':
      return compare(facts.pctChange, condition.direction, condition.value, 'Chưa có % thay đổi của phiên.');
    case 'volume_spike': {
      const multiple = volumeMultiple(facts.volume, facts.averageVolume20);
      if (multiple === null) {
        return { holds: null, value: null, reason: 'Chưa đủ 20 phiên để tính khối lượng trung bình.' };
      }
      return { holds: multiple >= condition.multiple, value: multiple, reason: null };
    }
    case 'moving_average': {
      const average = last(
        condition.average === 'SMA'
          ? sma(facts.closes, condition.period)
          : ema(facts.closes, condition.period),
      );
      const price = last(facts.closes);
      if (average === null || price === null) {
        return {
          holds: null,
          value: null,
          reason: `Chưa đủ ${condition.period} phiên để tính ${condition.average}.`,
        };
      }
      return {
        holds: condition.direction === 'above' ? price > average : price < average,
        value: average,
        reason: null,
      };
    }
    case 'rsi':
      return compare(
        last(rsi(facts.closes, RSI_PERIOD)),
        condition.direction,
        condition.value,
        `Chưa đủ ${RSI_PERIOD + 1} phiên để tính RSI(${RSI_PERIOD}).`,
      );
    case 'ratio': {
      const value = ratioDisplayValue(condition.ratio, facts.ratios?.[condition.ratio] ?? null);
      return compare(
        value,
        condition.direction,
        condition.value,
        'Báo cáo gần nhất không đủ số liệu để tính chỉ số.',
      );
    }
    case 'corporate_event':
      return { holds: null, value: facts.latestEventId, reason: null };
  }
}

/** The observed figure as the notification writes it ("giá 30,500", "RSI 71.25"). */
export function describeValue(condition: AlertCondition, value: number | null): string | null {
  if (value === null) return null;
  switch (condition.kind) {
    case 'price':
      return `giá ${formatNumber(value, 0)}`;
    case 'pct_change':
      return `thay đổi ${value > 0 ? '+' : ''}${formatNumber(value, 2)}%`;
    case 'volume_spike':
      return `khối lượng gấp ${formatNumber(value, 2)} lần trung bình`;
    case 'moving_average':
      return `${condition.average}(${condition.period}) ${formatNumber(value, 0)}`;
    case 'rsi':
      return `RSI ${formatNumber(value, 2)}`;
    case 'ratio':
      return `giá trị ${formatNumber(value, 2)}${findRatio(condition.ratio)?.unit === 'percent' ? '%' : ''}`;
    case 'corporate_event':
      return null;
  }
}
