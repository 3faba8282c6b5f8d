import { tickersPhrase } from './messages';
import { ordinalOfX, periodName, xOfOrdinal } from './periods';
import type { GroupAggregate, InputSeries, SeriesFrequency, SeriesPoint } from './types';

/**
 * A statement line or ratio over a group of companies, period by period (the union of the members'
 * periods; N = the number of members, those without any figure included):
 * - sum needs every member's value at the period, else null naming the missing tickers (five at most,
 *   then "và N mã khác"): a total without some members would look like a fall;
 * - mean and median are over the members that have a value; when some are missing the point keeps its
 *   value with the note "n/N doanh nghiệp có số liệu (thiếu ...)"; no member at all -> null.
 * Members must share one frequency (the server loads them with one period type).
 */

export interface GroupMember {
  ticker: string;
  series: InputSeries;
}

export function aggregateGroup(
  members: readonly GroupMember[],
  aggregate: GroupAggregate,
  frequency: SeriesFrequency = members[0]?.series.frequency ?? 'quarter',
): InputSeries {
  const values = members.map((member) => {
    if (member.series.frequency !== frequency) {
      throw new Error(`aggregateGroup: ${member.ticker} is ${member.series.frequency}, not ${frequency}`);
    }
    const byOrdinal = new Map<number, number | null>();
    for (const [x, y] of member.series.points) byOrdinal.set(ordinalOfX(x, frequency), y);
    return byOrdinal;
  });
  const ordinals = [...new Set(values.flatMap((byOrdinal) => [...byOrdinal.keys()]))].sort(
    (left, right) => left - right,
  );
  const total = members.length;
  const points: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  for (const ordinal of ordinals) {
    const present: number[] = [];
    const missing: string[] = [];
    values.forEach((byOrdinal, index) => {
      const value = byOrdinal.get(ordinal);
      if (value === undefined || value === null) missing.push(members[index]?.ticker ?? '');
      else present.push(value);
    });
    const x = xOfOrdinal(ordinal, frequency);
    const period = periodName(ordinal, frequency);
    if (present.length === 0) {
      points.push([x, null]);
      notes.push(`Không doanh nghiệp nào trong nhóm có số liệu kỳ ${period}`);
    } else if (aggregate === 'sum') {
      if (missing.length > 0) {
        points.push([x, null]);
        notes.push(`Tổng nhóm kỳ ${period} thiếu số liệu của ${tickersPhrase(missing)}`);
      } else {
        points.push([x, present.reduce((sum, value) => sum + value, 0)]);
        notes.push(null);
      }
    } else {
      points.push([
        x,
        aggregate === 'mean' ? present.reduce((sum, v) => sum + v, 0) / present.length : median(present),
      ]);
      notes.push(
        missing.length > 0
          ? `${String(present.length)}/${String(total)} doanh nghiệp có số liệu (thiếu ${tickersPhrase(missing)})`
          : null,
      );
    }
  }
  return { frequency, points, notes };
}

/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
