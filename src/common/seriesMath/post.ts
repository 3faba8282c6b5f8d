import { utcMillis } from '../macro/calendar';
import { ordinalOfX, periodName } from './periods';
import type { EvaluatedSeries, SeriesPoint } from './types';

/**
 * After the formula (FRED's order): the trailing moving average, then the rebase to 100.
 * movingAverage(n): the mean of the n periods ending at each one, by period (ordinal) for months,
 * quarters and years and by session for days; null while the window is incomplete (the first n - 1
 * periods) or holds a null or missing period, with the reason.
 * rebase(date): every value x 100 / the value at the first period on or after the date (a period
 * counts from its last day); a missing, null or zero base makes every point null with the reason.
 */

export function movingAverage(series: EvaluatedSeries, n: number): EvaluatedSeries {
  const { frequency, points } = series;
  const ordinals = points.map(([x], index) => (frequency === 'day' ? index : ordinalOfX(x, frequency)));
  const byOrdinal = new Map<number, number>();
  ordinals.forEach((ordinal, index) => byOrdinal.set(ordinal, index));
  const first = ordinals[0] ?? 0;
  const out: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  points.forEach(([x], index) => {
    const end = ordinals[index] as number;
    let total = 0;
    let missing: string | null = null;
    if (end - n + 1 < first) missing = `chưa đủ ${String(n)} kỳ`;
    for (let ordinal = end - n + 1; missing === null && ordinal <= end; ordinal += 1) {
      const at = byOrdinal.get(ordinal);
      const value = at === undefined ? null : (points[at]?.[1] ?? null);
      if (value === null) {
        // For days the window counts sessions (positions), so a session is always there.
        const name =
          frequency === 'day'
            ? periodName(ordinalOfX(points[at ?? 0]?.[0] ?? 0, 'day'), 'day')
            : periodName(ordinal, frequency);
        missing = `thiếu số liệu ${name}`;
      } else total += value;
    }
    if (missing !== null) {
      out.push([x, null]);
      notes.push(`Trung bình trượt ${String(n)} kỳ: ${missing}`);
    } else {
      out.push([x, total / n]);
      notes.push(series.notes[index] ?? null);
    }
  });
  return { frequency, points: out, notes };
}

export function rebase(series: EvaluatedSeries, date: string): EvaluatedSeries {
  const { frequency, points } = series;
  const from = utcMillis(date);
  const baseIndex = points.findIndex(([x]) => x >= from);
  const base = baseIndex >= 0 ? (points[baseIndex]?.[1] ?? null) : null;
  let failure: string | null = null;
  if (baseIndex < 0)
    failure = `Không có kỳ nào từ ngày ${periodName(ordinalOfX(from, 'day'), 'day')} để làm gốc 100`;
  else {
    const name = periodName(ordinalOfX(points[baseIndex]?.[0] ?? 0, frequency), frequency);
    if (base === null) failure = `Kỳ gốc ${name} không có số liệu: không đưa về gốc 100 được`;
    else if (base === 0) failure = `Kỳ gốc ${name} bằng 0: không đưa về gốc 100 được`;
  }
  if (failure !== null || base === null) {
    const reason = failure ?? '';
    return {
      frequency,
      points: points.map(([x]): SeriesPoint => [x, null]),
      notes: points.map(() => reason),
    };
  }
  return {
    frequency,
    points: points.map(([x, y]): SeriesPoint => [x, y === null ? null : (y * 100) / base]),
    notes: [...series.notes],
  };
}
