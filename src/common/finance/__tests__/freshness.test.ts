import { priceFreshness, quarterBefore, sessionsSince, statementFreshness } from '../freshness';

describe('freshness of prices', () => {
  it('counts weekdays strictly between the last price and today', () => {
    // Friday 20/11/2026 to Monday 23/11/2026: no session in between.
    expect(sessionsSince('2026-11-20', '2026-11-23')).toBe(0);
    // Friday to the next Friday: Monday to Thursday.
    expect(sessionsSince('2026-11-20', '2026-11-27')).toBe(4);
  });

  it('warns past five sessions', () => {
    expect(priceFreshness('2026-11-19', '2026-11-27')).toMatchObject({ sessionsBehind: 5, stale: false });
    expect(priceFreshness('2026-11-18', '2026-11-27')).toMatchObject({ sessionsBehind: 6, stale: true });
  });
});

describe('freshness of statements', () => {
  it('counts quarters back from today across a year', () => {
    expect(quarterBefore('2026-11-27', 2)).toEqual({ periodType: 'quarter', year: 2026, sub: 2 });
    expect(quarterBefore('2026-02-01', 2)).toEqual({ periodType: 'quarter', year: 2025, sub: 3 });
  });

  it('keeps two quarters of room and warns before that', () => {
    const on = '2026-11-27';
    expect(statementFreshness({ periodType: 'quarter', year: 2026, sub: 2 }, on).stale).toBe(false);
    expect(statementFreshness({ periodType: 'quarter', year: 2026, sub: 1 }, on).stale).toBe(true);
    expect(statementFreshness({ periodType: 'year', year: 2025, sub: 0 }, on)).toMatchObject({
      latestEnd: '2025-12-31',
      expectedBy: '2026-06-30',
      stale: true,
    });
  });
});
