import { suggestEntitlements, newSharesOf } from '../suggestions';
import { line } from './fixtures';

const event = {
  ticker: 'AAA',
  title: 'Cổ tức',
  cashPerShare: null,
  ratio: null,
  paymentDate: null,
  source: 'demo',
};

describe('entitlements suggested from corporate events', () => {
  const entries = [
    line({ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: 1505, price: '20000' }),
    line({ kind: 'buy', date: '2025-03-05', ticker: 'AAA', quantity: 100, price: '20000' }),
  ];

  it('pays cash per share on the shares held before the ex-date, and rounds new shares down', () => {
    const suggestions = suggestEntitlements(
      entries,
      [
        // 1,505 × 1,200.5 = 1,806,752.5 -> 1,806,753 đồng (half up).
        { ...event, id: 1, kind: 'cash_dividend', exDate: '2025-03-05', cashPerShare: 1200.5 },
        // 1,505 × 0.15 = 225.75 -> 225 new shares (fractions are not distributed).
        { ...event, id: 2, kind: 'stock_dividend', exDate: '2025-03-05', ratio: 1.15 },
        // Before the first buy: nothing held.
        { ...event, id: 3, kind: 'cash_dividend', exDate: '2025-01-03', cashPerShare: 500 },
        // Ex-date in the future: not yet.
        { ...event, id: 4, kind: 'bonus_issue', exDate: '2026-01-01', ratio: 1.1 },
      ],
      '2025-12-31',
    );
    expect(suggestions.map((s) => [s.eventId, s.kind, s.sharesHeld, s.amount, s.quantity])).toEqual([
      [1, 'cash_dividend', 1505, 1806753, null],
      [2, 'stock_dividend', 1505, null, 225],
    ]);
  });

  it('stops suggesting an event once recorded', () => {
    const recorded = [
      ...entries,
      line({ kind: 'cash_dividend', date: '2025-03-05', ticker: 'AAA', amount: '1', eventId: 1 }),
    ];
    const suggestions = suggestEntitlements(
      recorded,
      [{ ...event, id: 1, kind: 'cash_dividend', exDate: '2025-03-05', cashPerShare: 1000 }],
      '2025-12-31',
    );
    expect(suggestions).toEqual([]);
  });

  it('computes new shares exactly (no float drift)', () => {
    // 0.1 × 30 in floats is 3.0000000000000004; (1.1 − 1) in floats is 0.10000000000000009.
    expect(newSharesOf(30, 1.1)).toBe(3);
    expect(newSharesOf(1000, 1.3)).toBe(300);
  });
});

describe('a dividend after an unrecorded bonus issue', () => {
  it('is paid on the enlarged holding', () => {
    const entries = [
      line({ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: 1000, price: '20000' }),
    ];
    // Bonus 1.2 on 1,000 -> 200 new shares; then 500 đ/cp on 1,200 = 600,000 đồng.
    const suggestions = suggestEntitlements(
      entries,
      [
        { ...event, id: 7, kind: 'cash_dividend', exDate: '2025-05-01', cashPerShare: 500 },
        { ...event, id: 6, kind: 'bonus_issue', exDate: '2025-04-01', ratio: 1.2 },
      ],
      '2025-12-31',
    );
    expect(suggestions.map((s) => [s.eventId, s.sharesHeld, s.quantity, s.amount])).toEqual([
      [7, 1200, null, 600000],
      [6, 1000, 200, null],
    ]);
  });
});
