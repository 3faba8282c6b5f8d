import { compareQuery, compareViewOf, DEFAULT_COMPARE_TICKERS, parseTickerList } from '../compareView';

describe('the /compare address', () => {
  it('reads tickers upper-cased, without duplicates, and keeps the first eight', () => {
    expect(parseTickerList('vcb, BID,vcb,a,b,c,d,e,f,g')).toEqual({
      tickers: ['VCB', 'BID', 'A', 'B', 'C', 'D', 'E', 'F'],
      dropped: ['G'],
      malformed: [],
    });
  });
  it('sets malformed items apart', () => {
    expect(parseTickerList(['VCB', 'x-y'])).toEqual({ tickers: ['VCB'], dropped: [], malformed: ['X-Y'] });
  });
  it('shows the default banks when the address names no ticker', () => {
    const view = compareViewOf({});
    expect(view).toMatchObject({ tickers: DEFAULT_COMPARE_TICKERS, isDefault: true, metric: 'price' });
    expect(view.period).toBe('quarter');
    expect(view.priceView).toBe('pct');
    expect(view.benchmark).toBe(true);
  });
  it('round-trips a fundamental view and leaves defaults out', () => {
    const view = compareViewOf({ t: 'VCB,BID', m: 'ratio:ROE', p: 'year', v: 'abs', b: '0' });
    expect(compareQuery(view)).toEqual({ t: 'VCB,BID', m: 'ratio:ROE', p: 'year', v: 'abs', b: '0' });
    expect(compareQuery(compareViewOf({ t: 'VCB' }))).toEqual({ t: 'VCB' });
  });
  it('falls back to the price chart for an unknown metric', () => {
    expect(compareViewOf({ m: 'macro:X' }).metric).toBe('price');
  });
});
