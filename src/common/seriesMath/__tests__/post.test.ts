import { movingAverage, rebase } from '../post';
import type { EvaluatedSeries, InputSeries } from '../types';
import { series, ys } from './fixtures';

function evaluated(input: InputSeries): EvaluatedSeries {
  return { frequency: input.frequency, points: [...input.points], notes: input.points.map(() => null) };
}

describe('movingAverage', () => {
  /** Q1/23 3, Q2/23 6, Q3/23 9, Q4/23 12, Q1/24 null, Q2/24 6, Q3/24 9, Q4/24 12, Q1/25 15, (Q2/25 absent), Q3/25 3 */
  const QUARTERS = evaluated(
    series('quarter', [
      ['2023-03-31', 3],
      ['2023-06-30', 6],
      ['2023-09-30', 9],
      ['2023-12-31', 12],
      ['2024-03-31', null],
      ['2024-06-30', 6],
      ['2024-09-30', 9],
      ['2024-12-31', 12],
      ['2025-03-31', 15],
      ['2025-09-30', 3],
    ]),
  );

  it('trails over periods, null while the window is incomplete or holds a gap', () => {
    // (3+6+9)/3 = 6; (6+9+12)/3 = 9; Q1/24..Q3/24 hold Q1/24; (6+9+12)/3 = 9; (9+12+15)/3 = 12; Q3/25 lacks Q2/25
    const out = movingAverage(QUARTERS, 3);
    expect(ys(out.points)).toEqual([null, null, 6, 9, null, null, null, 9, 12, null]);
    expect(out.notes[0]).toBe('Trung bình trượt 3 kỳ: chưa đủ 3 kỳ');
    expect(out.notes[5]).toBe('Trung bình trượt 3 kỳ: thiếu số liệu Q1/2024');
    expect(out.notes[9]).toBe('Trung bình trượt 3 kỳ: thiếu số liệu Q2/2025');
  });

  it('counts sessions for a daily series', () => {
    // Friday 10, Monday 20, Tuesday 40: (10+20)/2 = 15, (20+40)/2 = 30
    const days = evaluated(
      series('day', [
        ['2024-03-01', 10],
        ['2024-03-04', 20],
        ['2024-03-05', 40],
      ]),
    );
    expect(ys(movingAverage(days, 2).points)).toEqual([null, 15, 30]);
  });
});

describe('rebase', () => {
  /** Q1/24 50, Q2/24 80, Q3/24 null, Q4/24 100, Q1/25 0. */
  const QUARTERS = evaluated(
    series('quarter', [
      ['2024-03-31', 50],
      ['2024-06-30', 80],
      ['2024-09-30', null],
      ['2024-12-31', 100],
      ['2025-03-31', 0],
    ]),
  );

  it('x 100 / the value of the first period on or after the date', () => {
    // 15/05/2024 falls in Q2 (ends 30/06): base 80 -> 62.5, 100, null, 125, 0
    expect(ys(rebase(QUARTERS, '2024-05-15').points)).toEqual([62.5, 100, null, 125, 0]);
  });

  it('a null, zero or missing base empties every point with the reason', () => {
    const nullBase = rebase(QUARTERS, '2024-08-01');
    expect(ys(nullBase.points)).toEqual([null, null, null, null, null]);
    expect(nullBase.notes[0]).toBe('Kỳ gốc Q3/2024 không có số liệu: không đưa về gốc 100 được');
    expect(rebase(QUARTERS, '2025-01-01').notes[1]).toBe('Kỳ gốc Q1/2025 bằng 0: không đưa về gốc 100 được');
    expect(rebase(QUARTERS, '2025-04-01').notes[0]).toBe('Không có kỳ nào từ ngày 01/04/2025 để làm gốc 100');
  });
});
