import { bandStats, meanOf, percentileBelow, populationStdDev } from '../stats';
import { monthEnds, windowStart } from '../window';
import { exclusionText, percentileSentence, tooLittleHistoryText } from '../text';

describe('valuation band statistics (hand-computed)', () => {
  it('mean and population standard deviation', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 40 / 8 = 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 8 = 4.
    expect(meanOf([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(populationStdDev([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    // One value: no spread. None: null, never 0.
    expect(populationStdDev([7])).toBe(0);
    expect(meanOf([])).toBeNull();
    expect(populationStdDev([])).toBeNull();
  });

  it('the band lines are the mean ± 1 and ± 2 standard deviations', () => {
    // 10, 12, 14, 16, 18: mean 14; squares 16+4+0+4+16 = 40; 40 / 5 = 8; sd = √8 = 2.828427…
    const band = bandStats([10, 12, 14, 16, 18]);
    expect(band).not.toBeNull();
    expect(band?.count).toBe(5);
    expect(band?.mean).toBe(14);
    expect(band?.sd).toBeCloseTo(2.8284271247, 9);
    expect(band?.plus1).toBeCloseTo(16.8284271247, 9);
    expect(band?.minus1).toBeCloseTo(11.1715728753, 9);
    expect(band?.plus2).toBeCloseTo(19.6568542495, 9);
    expect(band?.minus2).toBeCloseTo(8.3431457505, 9);
    expect([band?.min, band?.max]).toEqual([10, 18]);
    expect(bandStats([])).toBeNull();
  });

  it('percentile rank counts the days strictly below today; ties are not below', () => {
    expect(percentileBelow([10, 12, 14, 16, 18], 16)).toBe(0.6);
    expect(percentileBelow([10, 12, 14, 16, 18], 10)).toBe(0);
    expect(percentileBelow([10, 12, 14, 16, 18], 18)).toBe(0.8);
    // 1, 2, 2, 3 with today 2: only the 1 is below.
    expect(percentileBelow([1, 2, 2, 3], 2)).toBe(0.25);
    expect(percentileBelow([], 2)).toBeNull();
  });

  it('windows and month ends', () => {
    expect(windowStart('2026-11-27', 5)).toBe('2021-11-27');
    expect(windowStart('2024-02-29', 3)).toBe('2021-02-28');
    expect(monthEnds(['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-27'])).toEqual([
      '2024-01-31',
      '2024-02-27',
    ]);
  });

  it('Vietnamese sentences', () => {
    expect(percentileSentence('PE', 0.784, 5)).toBe('P/E hiện tại cao hơn 78% số ngày trong 5 năm');
    expect(exclusionText('PE', { nonPositive: 42, missing: 0 })).toBe('bỏ 42 ngày lỗ (EPS 4 quý ≤ 0)');
    expect(exclusionText('PB', { nonPositive: 0, missing: 3 })).toBe('bỏ 3 ngày thiếu số liệu');
    expect(exclusionText('PE', { nonPositive: 0, missing: 0 })).toBeNull();
    expect(tooLittleHistoryText('PB', 40, 3, 120)).toBe(
      'Chỉ có 40 ngày có P/B trong 3 năm qua; cần ít nhất 120 ngày để tính trung bình và độ lệch chuẩn.',
    );
  });
});
