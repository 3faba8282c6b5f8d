import {
  barsFromDailyPrices,
  dayTime,
  isoWeekStart,
  monthStart,
  resampleMonthly,
  resampleWeekly,
  type Bar,
} from '../bars';

const t = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)));

/** A daily bar whose numbers say which day it is: open d, high d + 0.5, low d - 0.5, close d + 0.25. */
function day(date: string, d: number, volume = 100): Bar {
  return { time: t(date), open: d, high: d + 0.5, low: d - 0.5, close: d + 0.25, volume };
}

describe('dayTime', () => {
  it('reads real YYYY-MM-DD dates as UTC midnight and refuses the rest', () => {
    expect(dayTime('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayTime('2023-02-29')).toBeNull();
    expect(dayTime('2024-2-9')).toBeNull();
  });
});

describe('isoWeekStart and monthStart', () => {
  it('puts Monday to Sunday in one week starting on the Monday', () => {
    // 2024-01-29 is a Monday; 2024-02-04 the Sunday of the same ISO week.
    for (const date of ['2024-01-29', '2024-01-31', '2024-02-02', '2024-02-04'])
      expect(isoWeekStart(t(date))).toBe(t('2024-01-29'));
    expect(isoWeekStart(t('2024-02-05'))).toBe(t('2024-02-05'));
    // ISO week 1 of 2025 starts on Monday 2024-12-30.
    expect(isoWeekStart(t('2025-01-01'))).toBe(t('2024-12-30'));
  });

  it('takes the first of the month', () => {
    expect(monthStart(t('2024-02-29'))).toBe(t('2024-02-01'));
  });
});

describe('resampling', () => {
  // Mon 29 Jan to Fri 2 Feb 2024 (31 Jan missing: a day without trading), then Mon 5 and Tue 6 Feb.
  const daily = [
    day('2024-01-29', 10),
    day('2024-01-30', 12, 200),
    day('2024-02-01', 9, 300),
    day('2024-02-02', 11, 400),
    day('2024-02-05', 13, 500),
    day('2024-02-06', 14, 600),
  ];

  it('builds weekly bars over ISO weeks: a week crossing a month end stays one bar', () => {
    expect(resampleWeekly(daily)).toEqual([
      // open of Monday 29 Jan, close of Friday 2 Feb, high max(12.5), low min(8.5), volume summed
      { time: t('2024-01-29'), open: 10, high: 12.5, low: 8.5, close: 11.25, volume: 1000 },
      { time: t('2024-02-05'), open: 13, high: 14.5, low: 12.5, close: 14.25, volume: 1100 },
    ]);
  });

  it('builds monthly bars over calendar months: the same week splits at the month end', () => {
    expect(resampleMonthly(daily)).toEqual([
      { time: t('2024-01-01'), open: 10, high: 12.5, low: 9.5, close: 12.25, volume: 300 },
      { time: t('2024-02-01'), open: 9, high: 14.5, low: 8.5, close: 14.25, volume: 1800 },
    ]);
  });

  it('dates a week by its Monday even when Monday is missing, and skips a week without bars', () => {
    const withHoliday = [day('2024-02-06', 1), day('2024-02-07', 2), day('2024-02-20', 3)];
    expect(resampleWeekly(withHoliday).map((bar) => [bar.time, bar.open, bar.close])).toEqual([
      [t('2024-02-05'), 1, 2.25],
      [t('2024-02-19'), 3, 3.25],
    ]);
  });

  it('sorts unsorted input and leaves the input untouched', () => {
    const shuffled = [daily[3], daily[0], daily[1], daily[2]].filter((bar) => bar !== undefined);
    const copy = structuredClone(shuffled);
    expect(resampleWeekly(shuffled)[0]).toMatchObject({ open: 10, close: 11.25 });
    expect(shuffled).toEqual(copy);
    expect(resampleWeekly([])).toEqual([]);
  });
});

describe('barsFromDailyPrices', () => {
  it('applies adjRatio to prices, keeps volume as traded, sorts by date', () => {
    const bars = barsFromDailyPrices([
      {
        date: '2024-01-03',
        open: 20_000,
        high: 21_000,
        low: 19_000,
        close: 20_500,
        volume: 10,
        adjRatio: 0.5,
      },
      { date: '2024-01-02', open: 10_000, high: 10_400, low: 9_900, close: 10_200, volume: 0 },
    ]);
    expect(bars).toEqual([
      { time: t('2024-01-02'), open: 10_000, high: 10_400, low: 9_900, close: 10_200, volume: 0 },
      { time: t('2024-01-03'), open: 10_000, high: 10_500, low: 9_500, close: 10_250, volume: 10 },
    ]);
  });

  it('leaves out rows that would put a non-finite or non-positive price in the series', () => {
    const good = { open: 1, high: 1, low: 1, close: 1, volume: 1 };
    const bars = barsFromDailyPrices([
      { ...good, date: '2024-01-02' },
      { ...good, date: '2024-01-03', adjRatio: Number.NaN },
      { ...good, date: '2024-01-04', adjRatio: 0 },
      { ...good, date: '2024-01-05', close: Number.POSITIVE_INFINITY },
      { ...good, date: 'not a date' },
      { ...good, date: '2024-01-08', volume: Number.NaN },
    ]);
    expect(bars.map((bar) => [bar.time, bar.volume])).toEqual([
      [t('2024-01-02'), 1],
      [t('2024-01-08'), 0],
    ]);
  });
});
