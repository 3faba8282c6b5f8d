import type { AlertItem } from '@/common/contracts/alerts';
import {
  conditionOf,
  cooldownLabel,
  lastFiredText,
  stateSummary,
  usageText,
  valueField,
} from '../alertFormModel';

describe('conditionOf', () => {
  it('builds each kind from the form, or null while a needed field is empty', () => {
    expect(conditionOf({ kind: 'price', direction: 'below', value: 30_000 })).toEqual({
      kind: 'price',
      direction: 'below',
      value: 30_000,
    });
    expect(conditionOf({ kind: 'price', direction: 'above', value: null })).toBeNull();
    expect(conditionOf({ kind: 'volume_spike', multiple: 2.5 })).toEqual({
      kind: 'volume_spike',
      multiple: 2.5,
    });
    expect(conditionOf({ kind: 'moving_average', average: 'EMA', period: 50, direction: 'above' })).toEqual({
      kind: 'moving_average',
      average: 'EMA',
      period: 50,
      direction: 'above',
    });
    expect(conditionOf({ kind: 'ratio', ratio: 'ROE', direction: 'above', value: 15 })).toEqual({
      kind: 'ratio',
      ratio: 'ROE',
      direction: 'above',
      value: 15,
    });
    expect(conditionOf({ kind: 'corporate_event' })).toEqual({ kind: 'corporate_event' });
    expect(conditionOf({ kind: 'rsi', direction: 'above', value: Number.NaN })).toBeNull();
  });

  it('names the number field in its unit', () => {
    expect(valueField('price')).toMatchObject({ label: 'Giá (đồng)', min: 1, max: 10_000_000 });
    expect(valueField('ratio', 'ROE')?.suffix).toBe('%');
    expect(valueField('ratio', 'PE')?.suffix).toBeUndefined();
    expect(valueField('corporate_event')).toBeUndefined();
  });
});

describe('texts', () => {
  const base: Pick<AlertItem, 'active' | 'tickers' | 'condition'> = {
    active: true,
    condition: { kind: 'price', direction: 'above', value: 1 },
    tickers: [{ ticker: 'AAA', holds: false, value: 1, reason: null, firedAt: null }],
  };
  it('summarises the state', () => {
    expect(stateSummary(base)).toBe('Chưa thỏa điều kiện');
    expect(stateSummary({ ...base, active: false })).toBe('Đang tạm dừng');
    expect(
      stateSummary({
        ...base,
        tickers: [{ ticker: 'AAA', holds: null, value: null, reason: 'Chưa có giá.', firedAt: null }],
      }),
    ).toBe('Chưa rõ: Chưa có giá.');
    expect(
      stateSummary({
        ...base,
        tickers: [
          { ticker: 'AAA', holds: true, value: 1, reason: null, firedAt: null },
          { ticker: 'BBB', holds: false, value: 1, reason: null, firedAt: null },
          { ticker: 'CCC', holds: null, value: null, reason: 'x', firedAt: null },
        ],
      }),
    ).toBe('1/3 mã đang thỏa, 1 mã chưa rõ');
    expect(stateSummary({ ...base, tickers: [] })).toBe('Danh sách chưa có mã nào');
  });

  it('writes cooldowns, last firing and usage', () => {
    expect(cooldownLabel(1440)).toBe('1 ngày');
    expect(cooldownLabel(2880)).toBe('2 ngày');
    expect(cooldownLabel(90)).toBe('90 phút');
    expect(cooldownLabel(0)).toBe('Không chờ');
    expect(lastFiredText(null)).toBe('Chưa lần nào');
    expect(lastFiredText('2026-11-27T02:05:00Z')).toBe('2026-11-27 09:05');
    expect(usageText(2, 5)).toBe('2/5 cảnh báo đang bật');
  });
});
