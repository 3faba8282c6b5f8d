import { seriesPeriods, seriesValueTypes, type SeriesOffer } from '../offers';
import { cutToRange, samePeriodView } from '../views';

const monthly: [string, number | null][] = [
  ['2023-11-30', 1],
  ['2023-12-31', 2],
  ['2024-01-31', 3],
  ['2024-02-29', null],
  ['2024-03-31', 5],
];

describe('cutToRange', () => {
  it('keeps the months within the range before the newest point', () => {
    expect(cutToRange(monthly, '3M').map(([date]) => date)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
    ]);
    expect(cutToRange(monthly, '1Y')).toEqual(monthly);
    expect(cutToRange(monthly, 'All')).toEqual(monthly);
    expect(cutToRange(monthly, undefined)).toEqual(monthly);
  });

  it('keeps the periods ending on or after a start date', () => {
    expect(cutToRange(monthly, '2024-01-01').map(([date]) => date)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
    ]);
  });

  it('counts whole years for yearly points', () => {
    const years: [string, number][] = [
      ['2021-12-31', 1],
      ['2022-12-31', 2],
      ['2023-12-31', 3],
      ['2024-12-31', 4],
    ];
    expect(cutToRange(years, '2Y').map(([date]) => date)).toEqual(['2023-12-31', '2024-12-31']);
  });
});

describe('samePeriodView', () => {
  it('lays months out year by year, T1..T12', () => {
    const view = samePeriodView(monthly, 'month');
    expect(view.categories).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
      'T9',
      'T10',
      'T11',
      'T12',
    ]);
    expect(view.years.map((row) => row.year)).toEqual([2023, 2024]);
    expect(view.years[0]?.values.slice(10)).toEqual([1, 2]);
    expect(view.years[1]?.values.slice(0, 4)).toEqual([3, null, 5, null]);
  });

  it('lays quarters out Q1..Q4, with a row for a year without figures in between', () => {
    const view = samePeriodView(
      [
        ['2022-06-30', 1],
        ['2024-03-31', 2],
      ],
      'quarter',
    );
    expect(view.categories).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(view.years).toEqual([
      { year: 2022, values: [null, 1, null, null] },
      { year: 2023, values: [null, null, null, null] },
      { year: 2024, values: [2, null, null, null] },
    ]);
  });
});

describe('what a series offers', () => {
  const cpi: SeriesOffer = {
    unit: 'điểm',
    frequency: 'month',
    menuValueTypes: ['value', 'yoy', 'mom', 'yoy_avg'],
    storedTypes: ['value', 'yoy'],
  };

  it('follows the menu list, carrying its previous-period change to quarters', () => {
    expect(seriesPeriods(cpi)).toEqual(['month', 'quarter', 'year']);
    expect(seriesValueTypes(cpi, 'month')).toEqual(['value', 'yoy', 'mom', 'yoy_avg']);
    expect(seriesValueTypes(cpi, 'quarter')).toEqual(['value', 'yoy', 'qoq']);
    expect(seriesValueTypes(cpi, 'year')).toEqual(['value', 'yoy']);
    expect(seriesValueTypes({ ...cpi, menuValueTypes: ['value', 'yoy'] }, 'month')).toEqual(['value', 'yoy']);
  });

  it('without levels: only the published changes, only at its own frequency', () => {
    const published = { ...cpi, storedTypes: ['mom', 'yoy', 'yoy_avg'] };
    expect(seriesPeriods(published)).toEqual(['month']);
    expect(seriesValueTypes(published, 'month')).toEqual(['yoy', 'mom', 'yoy_avg']);
    expect(seriesValueTypes(published, 'quarter')).toEqual([]);
  });

  it('a % series offers its level; a quarterly one no month', () => {
    expect(seriesValueTypes({ ...cpi, unit: '%' }, 'month')).toEqual(['value']);
    const gdp: SeriesOffer = { ...cpi, frequency: 'quarter', menuValueTypes: ['value', 'yoy', 'qoq'] };
    expect(seriesPeriods(gdp)).toEqual(['quarter', 'year']);
    expect(seriesValueTypes(gdp, 'month')).toEqual([]);
  });
});
