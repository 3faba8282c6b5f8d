import { priceHistoryViewOf, withPriceHistoryView } from '../priceHistoryUrl';

describe('price history view in the address', () => {
  it('reads valid dates, page and page size, and drops what the server would refuse', () => {
    expect(priceHistoryViewOf({ from: '2025-01-01', to: '2025-03-31', page: '3', pageSize: '50' })).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      page: 3,
      pageSize: 50,
    });
    expect(priceHistoryViewOf({ from: '2025-02-30', to: 'x', page: '-2', pageSize: '33' })).toEqual({
      page: 1,
      pageSize: 20,
    });
    // A reversed range keeps its start only.
    expect(priceHistoryViewOf({ from: '2025-03-31', to: '2025-01-01' })).toEqual({
      from: '2025-03-31',
      page: 1,
      pageSize: 20,
    });
  });

  it('writes the view back without its defaults, keeping the other keys', () => {
    expect(
      withPriceHistoryView({ ticker: 'FPT', page: '4' }, { from: '2025-01-01', page: 1, pageSize: 20 }),
    ).toEqual({
      ticker: 'FPT',
      from: '2025-01-01',
    });
    expect(withPriceHistoryView({}, { page: 2, pageSize: 100 })).toEqual({ page: '2', pageSize: '100' });
  });
});
