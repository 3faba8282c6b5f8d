import type { TimeSeriesData } from '@/common/contracts/macro';
import {
  buildSeriesIndex,
  defaultExtendId,
  findIndicatorByCode,
  formatReleaseDate,
  legendName,
  newestDate,
  rangeOptionsFor,
  seriesRefOf,
  toChartSeries,
  valueTypesAt,
} from '../macroMetrics';
import { findPageIndicator, indicatorPath, resolveMacroPage } from '../macroPages';
import { CPI_TOTAL, customMenu, GDP_TOTAL, vnMenu } from './fixtures';

const active = (options: ReturnType<typeof rangeOptionsFor>) =>
  options.filter((option) => option.isActivated).map((option) => option.key);

describe('macro metric helpers', () => {
  it('finds indicators, series and default selections in the menu', () => {
    const groups = vnMenu().groups;
    const gdp = findIndicatorByCode(groups, 'GDP_NONIMAL');
    expect(gdp?.id).toBe(5);
    expect(defaultExtendId(gdp)).toBe('5-50-quarter-value');
    expect(defaultExtendId(findIndicatorByCode(groups, 'PRD_IIP'))).toBeNull();
    expect(defaultExtendId(undefined)).toBeNull();
    const index = buildSeriesIndex(groups);
    expect(seriesRefOf(index, '12-345-quarter-yoy')?.series.name).toBe(CPI_TOTAL.name);
    expect(seriesRefOf(index, '12-999-month-value')).toBeUndefined();
    expect(seriesRefOf(index, 'nonsense')).toBeUndefined();
  });

  it('offers the value types of a series at each period', () => {
    expect(valueTypesAt(CPI_TOTAL, 'month')).toEqual(['value', 'yoy', 'mom']);
    expect(valueTypesAt(CPI_TOTAL, 'quarter')).toEqual(['value', 'yoy', 'qoq']);
    expect(valueTypesAt(GDP_TOTAL, 'year')).toEqual(['value', 'yoy']);
  });

  it('names a metric with its value type and a period other than its own', () => {
    expect(legendName('CPI', '12-345-month-value', 'month')).toBe('CPI');
    expect(legendName('CPI', '12-345-quarter-yoy', 'month')).toBe('CPI - So với cùng kỳ (%) - Quý');
    expect(legendName('CPI', 'bad')).toBe('CPI');
  });

  it('turns an answer into chart figures: changes in %, points as an index', () => {
    const answer: TimeSeriesData = {
      view: 'time_series',
      extendID: '12-345-month-yoy',
      menuItemId: 12,
      seriesId: 345,
      name: 'CPI',
      indicatorName: 'CPI',
      unit: '%',
      period: 'month',
      valueType: 'yoy',
      dateFormat: 'MM/YYYY',
      source: 'GSO',
      releaseDate: null,
      points: [[1, 2]],
    };
    expect(toChartSeries('12-345-month-yoy', answer)).toEqual({
      key: 'macro:12-345-month-yoy',
      kind: 'macro',
      id: '12-345-month-yoy',
      name: 'CPI',
      unit: '%',
      valueKind: 'other',
      frequency: 'month',
      points: [[1, 2]],
      source: 'GSO',
    });
    const level = toChartSeries('12-345-month-value', { ...answer, valueType: 'value', unit: 'điểm' });
    expect(level).toMatchObject({ unit: 'điểm', valueKind: 'index' });
  });

  it('uses the long ranges only when every metric is yearly', () => {
    expect(active(rangeOptionsFor(['month', 'year'], '3M'))).toEqual(['3M']);
    expect(rangeOptionsFor(['year'], 'All').map((option) => option.key)).toEqual(['2Y', '3Y', '5Y', 'All']);
    expect(active(rangeOptionsFor(['year'], '3M'))).toEqual(['All']);
    expect(active(rangeOptionsFor([], 'All'))).toEqual(['All']);
  });

  it('formats release dates and picks the newest', () => {
    expect(formatReleaseDate('2024-07-15')).toBe('2024-07-15');
    expect(formatReleaseDate('soon')).toBe('soon');
    expect(newestDate(['2024-01-01', null, '2024-03-01', undefined])).toBe('2024-03-01');
    expect(newestDate([null])).toBeNull();
  });
});

describe('macro pages', () => {
  it('resolves static and world addresses', () => {
    expect(resolveMacroPage('export-import', 'goods-exports')).toMatchObject({
      kind: 'vn',
      keyCode: 'EXPORT_GOODS',
    });
    expect(resolveMacroPage('china', 'cn-gdp')).toMatchObject({ kind: 'custom', groupId: 'CN' });
    expect(resolveMacroPage('gdp', 'cn-gdp')).toBeNull();
  });

  it('finds the page indicator and the address of a menu node', () => {
    const groups = customMenu().groups;
    const brent = findPageIndicator(resolveMacroPage('commodity', 'commodity-brent')!, groups);
    expect(brent?.code).toBe('COMMODITY_BRENT');
    expect(findPageIndicator(resolveMacroPage('us', 'commodity-brent')!, groups)).toBeUndefined();
    expect(indicatorPath(findIndicatorByCode(groups, 'CPI')!)).toBe('/macro/cpi/cpi');
    expect(indicatorPath({ ...brent!, groupId: 'VN', code: 'TRADE_BALANCE' })).toBeNull();
  });
});
