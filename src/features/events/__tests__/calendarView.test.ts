import { calendarArgs, calendarQueryOf, calendarViewOf } from '../calendarView';

const TODAY = '2024-10-01';

describe('the calendar view in the address', () => {
  it('defaults to a week back and two months ahead, page 1, no filter', () => {
    const view = calendarViewOf({}, TODAY);
    expect(view).toEqual({
      from: '2024-09-24',
      to: '2024-11-30',
      kinds: [],
      exchange: null,
      ticker: null,
      page: 1,
    });
    expect(calendarQueryOf(view, TODAY)).toEqual({});
    expect(calendarArgs(view)).toEqual({ from: '2024-09-24', to: '2024-11-30', page: 1, pageSize: 20 });
  });

  it('reads kinds in the vocabulary order, the exchange and ticker in capitals, and drops what it cannot read', () => {
    const view = calendarViewOf(
      {
        kinds: 'agm,bogus,cash_dividend',
        exchange: 'hnx',
        ticker: ' fpt ',
        page: '2',
        from: '2024-01-01',
        to: 'x',
      },
      TODAY,
    );
    expect(view).toEqual({
      from: '2024-01-01',
      to: '2024-11-30',
      kinds: ['cash_dividend', 'agm'],
      exchange: 'HNX',
      ticker: 'FPT',
      page: 2,
    });
    expect(calendarQueryOf(view, TODAY)).toEqual({
      from: '2024-01-01',
      kinds: 'cash_dividend,agm',
      exchange: 'HNX',
      ticker: 'FPT',
      page: '2',
    });
    expect(calendarArgs(view)).toMatchObject({ kinds: 'cash_dividend,agm', exchange: 'HNX', ticker: 'FPT' });
    expect(calendarViewOf({ exchange: 'NYSE', ticker: 'A B', page: '-1' }, TODAY)).toMatchObject({
      exchange: null,
      ticker: null,
      page: 1,
    });
    // A reversed range falls back to the default.
    expect(calendarViewOf({ from: '2024-12-01', to: '2024-01-01' }, TODAY)).toMatchObject({
      from: '2024-09-24',
      to: '2024-11-30',
    });
  });
});
