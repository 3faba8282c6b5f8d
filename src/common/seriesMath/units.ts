import { numberInReason } from './messages';
import { ordinalOfX, periodName, periodsPerYearOf, sameDayYearEarlier } from './periods';
import type { InputSeries, SeriesPoint, SeriesUnits } from './types';

/**
 * FRED's units (step 2), x_t the value of the period, x_{t-1} the previous period's, x_{t-y} the same
 * period a year earlier, n the periods per year (12, 4, 1; 252 sessions for days):
 *   lin x_t | chg x_t - x_{t-1} | ch1 x_t - x_{t-y} | pch (x_t / x_{t-1} - 1) x 100
 *   pc1 (x_t / x_{t-y} - 1) x 100 | pca ((x_t / x_{t-1})^n - 1) x 100 | log ln(x_t)
 * The previous period and the year-earlier one are found BY PERIOD, not by position: ordinal - 1 and
 * ordinal - 12 / - 4 / - 1 for months, quarters and years; for days the previous session (the point
 * before) and the last session on or before the same date a year earlier (29/02 -> 28/02), at most
 * 10 days before it. A missing comparison period gives null with the reason, never a comparison with
 * another period.
 */

export const YEAR_AGO_SESSION_SLACK_DAYS = 10;

const LABEL: Record<Exclude<SeriesUnits, 'lin'>, string> = {
  chg: 'thay đổi',
  ch1: 'thay đổi so với cùng kỳ',
  pch: '% thay đổi',
  pc1: '% thay đổi so với cùng kỳ',
  pca: 'tốc độ tăng năm hoá',
  log: 'log',
};

type Compared = { value: number; name: () => string } | { value: null; reason: string };

/** The index of the last point with x <= limit (points oldest first), or -1. */
function lastAtOrBefore(points: readonly SeriesPoint[], limit: number): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.[0] ?? Infinity) <= limit) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export function applyUnits(series: InputSeries, requested: SeriesUnits): InputSeries {
  if (requested === 'lin') return series;
  const units: Exclude<SeriesUnits, 'lin'> = requested;
  const { frequency, points } = series;
  const byOrdinal = new Map<number, number>();
  const ordinals = points.map(([x]) => ordinalOfX(x, frequency));
  ordinals.forEach((ordinal, index) => byOrdinal.set(ordinal, index));
  const yearAgo = units === 'ch1' || units === 'pc1';

  function comparison(index: number): Compared {
    const ordinal = ordinals[index] as number;
    let target: number;
    let at: number | undefined;
    if (frequency === 'day') {
      if (yearAgo) {
        target = sameDayYearEarlier(ordinal);
        const found = lastAtOrBefore(points, (target + 0.5) * 86_400_000);
        const foundOrdinal = found >= 0 ? (ordinals[found] as number) : -Infinity;
        at = target - foundOrdinal <= YEAR_AGO_SESSION_SLACK_DAYS ? found : undefined;
      } else {
        target = index > 0 ? (ordinals[index - 1] as number) : ordinal - 1;
        at = index > 0 ? index - 1 : undefined;
      }
    } else {
      target = ordinal - (yearAgo ? periodsPerYearOf(frequency) : 1);
      at = byOrdinal.get(target);
    }
    const what = yearAgo ? 'cùng kỳ năm trước' : frequency === 'day' ? 'phiên trước' : 'kỳ trước';
    const value = at === undefined ? null : (points[at]?.[1] ?? null);
    const name = (): string => periodName(at === undefined ? target : (ordinals[at] as number), frequency);
    if (value === null)
      return { value: null, reason: `Thiếu số liệu ${what} (${name()}) để tính ${LABEL[units]}` };
    return { value, name };
  }

  type Unit = [value: number | null, note: string | null];
  function unitValue(y: number | null, index: number): Unit {
    const own = series.notes?.[index] ?? null;
    if (y === null) return [null, own ?? 'Không có số liệu'];
    if (units === 'log') {
      if (y <= 0) return [null, `Không lấy được log của số không dương (${numberInReason(y)})`];
      return [Math.log(y), own];
    }
    const prior = comparison(index);
    if (prior.value === null) return [null, prior.reason];
    if (units === 'chg' || units === 'ch1') return [y - prior.value, own];
    if (prior.value === 0)
      return [null, `Kỳ so sánh ${prior.name()} bằng 0: không tính được ${LABEL[units]}`];
    const ratio = y / prior.value;
    const value = units === 'pca' ? (ratio ** periodsPerYearOf(frequency) - 1) * 100 : (ratio - 1) * 100;
    // A change of sign has no compounded rate (an even power would hide it), nor does an overflow.
    if ((units === 'pca' && ratio < 0) || !Number.isFinite(value)) {
      return [null, `Không tính được ${LABEL[units]}: giá trị đổi dấu so với ${prior.name()}`];
    }
    return [value, own];
  }

  const out: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  points.forEach(([x, y], index) => {
    const [value, note] = unitValue(y, index);
    out.push([x, value]);
    notes.push(note);
  });
  return { frequency, points: out, notes };
}
