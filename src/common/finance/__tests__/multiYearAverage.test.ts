import { describe, expect, it } from '@jest/globals';
import { missingYearsReason, multiYearAverage, multiYearAverages, spanYears } from '../multiYearAverage';

// ROE of a company by fiscal year (fractions), hand-computed averages below.
const ROE = new Map<number, number | null>([
  [2020, 0.1],
  [2021, 0.12],
  [2022, 0.15],
  [2023, 0.18],
  [2024, 0.2],
  [2025, 0.16],
]);

describe('multiYearAverage', () => {
  it('averages the last 3 and 5 fiscal years', () => {
    // (0.18 + 0.20 + 0.16) / 3 = 0.18; (0.12 + 0.15 + 0.18 + 0.20 + 0.16) / 5 = 0.162
    const { 3: three, 5: five } = multiYearAverages(ROE, 2025);
    expect(three).toEqual({ span: 3, fromYear: 2023, toYear: 2025, value: expect.any(Number), reason: null });
    expect(three.value).toBeCloseTo(0.18, 12);
    expect(five.fromYear).toBe(2021);
    expect(five.value).toBeCloseTo(0.162, 12);
  });

  it('anchors at the given year, not the newest known', () => {
    // 2022 back: (0.10 + 0.12 + 0.15) / 3 = 0.123333...
    expect(multiYearAverage(ROE, 2022, 3).value).toBeCloseTo(0.37 / 3, 12);
  });

  it('is null naming the missing year, never an average over fewer years', () => {
    const gap = new Map(ROE);
    gap.delete(2022);
    const five = multiYearAverage(gap, 2025, 5);
    expect(five.value).toBeNull();
    expect(five.reason).toBe('Thiếu năm 2022 (cần đủ 5 năm tài chính 2021–2025).');
    // The 3-year span does not reach 2022.
    expect(multiYearAverage(gap, 2025, 3).value).toBeCloseTo(0.18, 12);
  });

  it('counts a year whose ratio is null (a loss year P/E) or not finite as missing', () => {
    const pe = new Map<number, number | null>([
      [2023, 12],
      [2024, null],
      [2025, Number.NaN],
    ]);
    expect(multiYearAverage(pe, 2025, 3).reason).toBe(
      'Thiếu năm 2024, 2025 (cần đủ 3 năm tài chính 2023–2025).',
    );
  });

  it('lists the years before the first statement', () => {
    const short = new Map<number, number | null>([
      [2024, 0.1],
      [2025, 0.2],
    ]);
    expect(multiYearAverage(short, 2025, 3).reason).toBe(missingYearsReason([2023], 3, 2025));
    expect(multiYearAverage(short, 2025, 5).reason).toContain('Thiếu năm 2021, 2022, 2023');
  });

  it('keeps zero and negative years (a loss year ROE counts)', () => {
    const roe = new Map<number, number | null>([
      [2023, -0.06],
      [2024, 0],
      [2025, 0.12],
    ]);
    expect(multiYearAverage(roe, 2025, 3).value).toBeCloseTo(0.02, 12);
  });

  it('is null with the plan reason when the span reaches years the plan hides', () => {
    const options = { oldestVisibleYear: 2022, limitReason: 'Bạn đang xem 4 năm gần nhất.' };
    const { 3: three, 5: five } = multiYearAverages(ROE, 2025, options);
    expect(three.value).toBeCloseTo(0.18, 12);
    expect(five.value).toBeNull();
    expect(five.reason).toBe('Bạn đang xem 4 năm gần nhất. Trung bình 5 năm cần các năm 2021–2025.');
  });

  it('lists the years of a span oldest first', () => {
    expect(spanYears(2025, 5)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });
});
