import { describeCondition, alertSubject } from '../conditions';
import {
  closeSeries,
  describeValue,
  observe,
  ratioDisplayValue,
  volumeMultiple,
  type TickerFacts,
} from '../observe';

const FACTS: TickerFacts = {
  date: '2026-11-27',
  price: 30_500,
  pctChange: 2.5,
  volume: 3_000_000,
  averageVolume20: 1_200_000,
  closes: [10, 11, 12, 13, 14],
  ratios: { ROE: 0.152, PE: 9.5 },
  latestEventId: 42,
};

describe('observe', () => {
  it('compares the price and the day’s % change with the threshold', () => {
    expect(observe({ kind: 'price', direction: 'above', value: 30_000 }, FACTS)).toEqual({
      holds: true,
      value: 30_500,
      reason: null,
    });
    expect(observe({ kind: 'price', direction: 'below', value: 30_000 }, FACTS).holds).toBe(false);
    expect(observe({ kind: 'pct_change', direction: 'above', value: 3 }, FACTS).holds).toBe(false);
    expect(observe({ kind: 'pct_change', direction: 'below', value: 3 }, FACTS).holds).toBe(true);
  });

  it('gives null with a reason when the figure is unknown, never 0', () => {
    const result = observe({ kind: 'price', direction: 'above', value: 1 }, { ...FACTS, price: null });
    expect(result.holds).toBeNull();
    expect(result.reason).toBe('Chưa có giá của phiên gần nhất.');
  });

  it('volume spike: 3,000,000 / 1,200,000 = 2.5 times the 20-session mean', () => {
    expect(volumeMultiple(3_000_000, 1_200_000)).toBe(2.5);
    expect(observe({ kind: 'volume_spike', multiple: 2.5 }, FACTS)).toMatchObject({
      holds: true,
      value: 2.5,
    });
    expect(observe({ kind: 'volume_spike', multiple: 3 }, FACTS).holds).toBe(false);
    expect(volumeMultiple(100, 0)).toBeNull();
    expect(
      observe({ kind: 'volume_spike', multiple: 2 }, { ...FACTS, averageVolume20: null }).holds,
    ).toBeNull();
  });

  it('moving averages: SMA(3) of 12, 13, 14 is 13 and the last close 14 is above it', () => {
    const above = observe({ kind: 'moving_average', average: 'SMA', period: 3, direction: 'above' }, FACTS);
    expect(above).toEqual({ holds: true, value: 13, reason: null });
    // EMA(3), alpha 0.5, seeded with SMA(10, 11, 12) = 11: 11 + 0.5 (13 - 11) = 12; 12 + 0.5 (14 - 12) = 13.
    const ema = observe({ kind: 'moving_average', average: 'EMA', period: 3, direction: 'below' }, FACTS);
    expect(ema).toEqual({ holds: false, value: 13, reason: null });
    const short = observe({ kind: 'moving_average', average: 'SMA', period: 20, direction: 'above' }, FACTS);
    expect(short.holds).toBeNull();
    expect(short.reason).toBe('Chưa đủ 20 phiên để tính SMA.');
  });

  it('RSI(14) of 15 rising closes is 100; of too few closes unknown', () => {
    const rising = Array.from({ length: 15 }, (_, i) => 10 + i);
    expect(observe({ kind: 'rsi', direction: 'above', value: 70 }, { ...FACTS, closes: rising })).toEqual({
      holds: true,
      value: 100,
      reason: null,
    });
    expect(observe({ kind: 'rsi', direction: 'above', value: 70 }, FACTS).holds).toBeNull();
  });

  it('ratios compare in their display unit: ROE 0.152 is 15.2 %', () => {
    expect(ratioDisplayValue('ROE', 0.152)).toBeCloseTo(15.2, 10);
    expect(ratioDisplayValue('PE', 9.5)).toBe(9.5);
    expect(observe({ kind: 'ratio', ratio: 'ROE', direction: 'above', value: 15 }, FACTS).holds).toBe(true);
    expect(observe({ kind: 'ratio', ratio: 'PE', direction: 'below', value: 10 }, FACTS).holds).toBe(true);
    expect(observe({ kind: 'ratio', ratio: 'PB', direction: 'below', value: 10 }, FACTS).holds).toBeNull();
  });

  it('corporate events report the newest event id', () => {
    expect(observe({ kind: 'corporate_event' }, FACTS)).toEqual({ holds: null, value: 42, reason: null });
  });
});

describe('closeSeries', () => {
  const stored = [
    { date: '2026-11-25', close: 100 },
    { date: '2026-11-26', close: 101 },
    { date: '2026-11-27', close: 102 },
  ];
  it('ends with the snapshot’s price, replacing a stored close of the same session', () => {
    expect(closeSeries(stored, { date: '2026-11-27', price: 103 })).toEqual([100, 101, 103]);
    expect(closeSeries(stored, { date: '2026-11-28', price: 104 })).toEqual([100, 101, 102, 104]);
    expect(closeSeries(stored, { date: null, price: null })).toEqual([100, 101, 102]);
  });
});

describe('sentences', () => {
  it('describes each condition in Vietnamese', () => {
    expect(describeCondition('HPG', { kind: 'price', direction: 'above', value: 30_000 })).toBe(
      'HPG vượt lên trên 30,000',
    );
    expect(describeCondition('HPG', { kind: 'pct_change', direction: 'below', value: -3 })).toBe(
      'HPG có % thay đổi trong ngày giảm xuống dưới -3%',
    );
    expect(describeCondition('FPT', { kind: 'volume_spike', multiple: 2 })).toBe(
      'FPT có khối lượng gấp 2 lần trung bình 20 phiên',
    );
    expect(
      describeCondition('VNM', { kind: 'moving_average', average: 'EMA', period: 50, direction: 'below' }),
    ).toBe('Giá VNM cắt xuống dưới EMA(50)');
    expect(describeCondition('VNM', { kind: 'rsi', direction: 'above', value: 70 })).toBe(
      'RSI(14) của VNM vượt lên trên 70',
    );
    expect(describeCondition('VCB', { kind: 'ratio', ratio: 'ROE', direction: 'above', value: 15 })).toMatch(
      /của VCB vượt lên trên 15% \(quý gần nhất\)$/,
    );
    expect(
      describeCondition(alertSubject({ ticker: null, watchlistName: 'Ngân hàng' }), {
        kind: 'corporate_event',
      }),
    ).toBe('Mã trong danh sách “Ngân hàng” có sự kiện doanh nghiệp mới');
  });

  it('writes the observed value', () => {
    expect(describeValue({ kind: 'price', direction: 'above', value: 1 }, 30_500)).toBe('giá 30,500');
    expect(describeValue({ kind: 'pct_change', direction: 'above', value: 1 }, 2.5)).toBe('thay đổi +2.50%');
    expect(describeValue({ kind: 'price', direction: 'above', value: 1 }, null)).toBeNull();
  });
});
