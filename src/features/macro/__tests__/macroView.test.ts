import { hydrate } from '@/application/hydrate';
import { AxisSlot, MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { initialMacroView, type MacroView } from '../macroSelection';
import { initialMacroState, macroSlice, setSearchText } from '../macroSlice';
import {
  applyDefaultMetric,
  changePeriod,
  changeValueType,
  macroView,
  removeMetrics,
  setAutoAxis,
  setAxis,
  setColor,
  setRange,
  setSamePeriodMetric,
  setSelectedSize,
  setSeriesType,
  setViewType,
  toggleMetric,
  type MacroViewAction,
} from '../macroView';

/** The view changes useMacroView applies to the view read from the address (macroView.ts). */

const reduce = (actions: MacroViewAction[], state: MacroView = initialMacroView) =>
  actions.reduce(macroView.reducer, state);

const ids = (state: MacroView) => state.selectedMetricList.map((metric) => metric.extendID);

describe('the macro view', () => {
  it('starts with the spec defaults, the chart filling its row (size 100, DECISIONS.md)', () => {
    expect(initialMacroView).toMatchObject({
      selectedMetricList: [],
      selectedSize: 100,
      isAutoAxis: true,
      viewType: 'TIME_SERIES',
      range: 'All',
      awaitingDefault: true,
    });
    expect(initialMacroState).toEqual({ searchText: '' });
  });

  it('adds a level as a line on the first left axis and a change on the first right one', () => {
    const state = reduce([
      toggleMetric({ extendID: '12-345-month-value', metricName: 'CPI' }),
      toggleMetric({ extendID: '12-345-month-yoy', metricName: 'CPI' }),
    ]);
    expect(state.selectedMetricList).toEqual([
      {
        extendID: '12-345-month-value',
        chartType: 'line',
        metricName: 'CPI',
        axisIdx: AxisSlot.LEFT_1,
        seriesColor: SERIES_PALETTE[0],
        period: 'month',
        typeValue: 'value',
      },
      {
        extendID: '12-345-month-yoy',
        chartType: 'line',
        metricName: 'CPI',
        axisIdx: AxisSlot.RIGHT_1,
        seriesColor: SERIES_PALETTE[1],
        period: 'month',
        typeValue: 'yoy',
      },
    ]);
    expect(state.awaitingDefault).toBe(false);
  });

  it('removes a metric added twice and reuses its colour for the next one', () => {
    const state = reduce([
      toggleMetric({ extendID: '1-1-quarter-value' }),
      toggleMetric({ extendID: '1-2-quarter-value' }),
      toggleMetric({ extendID: '1-1-quarter-value' }),
      toggleMetric({ extendID: '1-3-quarter-value' }),
    ]);
    expect(ids(state)).toEqual(['1-2-quarter-value', '1-3-quarter-value']);
    expect(state.selectedMetricList.map((metric) => metric.seriesColor)).toEqual([
      SERIES_PALETTE[1],
      SERIES_PALETTE[0],
    ]);
  });

  it('ignores malformed ids and metrics beyond the chart limit', () => {
    const many = Array.from({ length: MAX_METRICS_PER_CHART + 2 }, (_, index) =>
      toggleMetric({ extendID: `1-${String(index + 1)}-month-value` }),
    );
    const state = reduce([toggleMetric({ extendID: 'not-an-id' }), ...many]);
    expect(state.selectedMetricList).toHaveLength(MAX_METRICS_PER_CHART);
    expect(ids(state)).not.toContain('not-an-id');
  });

  it('rewrites the extendID on a period or value type change, in place', () => {
    let state = reduce([
      toggleMetric({ extendID: '1-1-month-value' }),
      toggleMetric({ extendID: '1-2-month-value' }),
      setSamePeriodMetric('1-1-month-value'),
      changeValueType({ extendID: '1-1-month-value', valueType: 'yoy' }),
    ]);
    expect(ids(state)).toEqual(['1-1-month-yoy', '1-2-month-value']);
    expect(state.selectedMetricList[0]).toMatchObject({ typeValue: 'yoy', period: 'month' });
    expect(state.samePeriodMetric).toBe('1-1-month-yoy');

    state = reduce([changePeriod({ extendID: '1-2-month-value', period: 'quarter' })], state);
    expect(ids(state)).toEqual(['1-1-month-yoy', '1-2-quarter-value']);
    state = reduce([changePeriod({ extendID: '1-1-month-yoy', period: 'year', valueType: 'value' })], state);
    expect(state.selectedMetricList[0]).toMatchObject({
      extendID: '1-1-year-value',
      period: 'year',
      typeValue: 'value',
    });
  });

  it('drops a rewritten metric whose new id is already selected', () => {
    const state = reduce([
      toggleMetric({ extendID: '1-1-month-value' }),
      toggleMetric({ extendID: '1-1-month-yoy' }),
      changeValueType({ extendID: '1-1-month-value', valueType: 'yoy' }),
    ]);
    expect(ids(state)).toEqual(['1-1-month-yoy']);
    expect(state.selectedMetricList[0]?.seriesColor).toBe(SERIES_PALETTE[1]);
  });

  it('changes series type, axis and palette colours, and ignores other colours', () => {
    const id = '1-1-month-value';
    const state = reduce([
      toggleMetric({ extendID: id }),
      setSeriesType({ extendID: id, chartType: 'column' }),
      setAxis({ extendID: id, axis: AxisSlot.RIGHT_2 }),
      setColor({ extendID: id, color: SERIES_PALETTE[5]!.toUpperCase() }),
      setColor({ extendID: id, color: '#123456' }),
    ]);
    expect(state.selectedMetricList[0]).toMatchObject({
      chartType: 'column',
      axisIdx: AxisSlot.RIGHT_2,
      seriesColor: SERIES_PALETTE[5],
    });
  });

  it('applies the default only while waiting for it and only to an empty chart', () => {
    let state = reduce([applyDefaultMetric({ extendID: '1-1-quarter-value', metricName: 'GDP' })]);
    expect(ids(state)).toEqual(['1-1-quarter-value']);
    expect(state.awaitingDefault).toBe(false);
    state = reduce(
      [removeMetrics(['1-1-quarter-value']), applyDefaultMetric({ extendID: '1-2-quarter-value' })],
      state,
    );
    expect(ids(state)).toEqual([]);
    expect(reduce([applyDefaultMetric(null)]).awaitingDefault).toBe(false);
  });

  it('removes several metrics at once (every form of a series) and forgets the same-period choice of a removed one', () => {
    const state = reduce([
      toggleMetric({ extendID: '1-1-month-value' }),
      setSamePeriodMetric('1-1-month-value'),
      removeMetrics(['1-1-month-value', '9-9-month-value']),
    ]);
    expect(ids(state)).toEqual([]);
    expect(state.samePeriodMetric).toBeNull();
  });

  it('keeps the view settings', () => {
    const state = reduce([
      setSelectedSize(100),
      setAutoAxis(false),
      setViewType('SAME_PERIOD'),
      setRange('5Y'),
    ]);
    expect(state).toMatchObject({
      selectedSize: 100,
      isAutoAxis: false,
      viewType: 'SAME_PERIOD',
      range: '5Y',
    });
  });

  it('keeps the search text in the store across a navigation, and nothing of the view', () => {
    const before = macroSlice.reducer(initialMacroState, setSearchText('gdp'));
    expect(before).toEqual({ searchText: 'gdp' });
    expect(macroSlice.reducer(before, hydrate({ macro: { searchText: 'x' } }))).toBe(before);
  });
});
