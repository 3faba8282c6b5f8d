import { AxisSlot, MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { initialMacroView, type MacroView } from '../macroSelection';
import { fromUrl, queryWithMetric, sameMacroQuery, toQueryString, toUrl } from '../macroUrl';
import { macroView, setSeriesType, toggleMetric } from '../macroView';

function urlState(overrides: Partial<MacroView> = {}): MacroView {
  return { ...initialMacroView, ...overrides };
}

const two = [
  toggleMetric({ extendID: '12-345-month-yoy', metricName: 'CPI' }),
  toggleMetric({ extendID: '12-346-month-value', metricName: 'CPI lõi' }),
  setSeriesType({ extendID: '12-346-month-value', chartType: 'stack_column_100' }),
].reduce(macroView.reducer, initialMacroView).selectedMetricList;

describe('macro URL state', () => {
  it('writes a short, readable query without the defaults', () => {
    expect(toUrl(urlState())).toEqual({});
    expect(toUrl(urlState({ awaitingDefault: false }))).toEqual({ m: '' });
    const query = toUrl(
      urlState({
        selectedMetricList: two,
        awaitingDefault: false,
        viewType: 'SAME_PERIOD',
        selectedSize: 66,
        isAutoAxis: false,
        range: '5Y',
        samePeriodMetric: '12-346-month-value',
      }),
    );
    expect(query).toEqual({
      m: '12-345-month-yoy.l.1.0,12-346-month-value.sp.0.1',
      view: 'same',
      size: '66',
      auto: '0',
      range: '5Y',
      sp: '1',
    });
    expect(toQueryString(query)).toBe(
      'm=12-345-month-yoy.l.1.0,12-346-month-value.sp.0.1&view=same&size=66&auto=0&range=5Y&sp=1',
    );
  });

  it('reads back what it wrote (names aside)', () => {
    const state = urlState({
      selectedMetricList: two,
      awaitingDefault: false,
      viewType: 'SAME_PERIOD',
      selectedSize: 33,
      isAutoAxis: false,
      range: '3Y',
      samePeriodMetric: '12-346-month-value',
    });
    const back = fromUrl(toUrl(state));
    expect(back).toEqual({
      ...state,
      selectedMetricList: two.map((metric) => ({ ...metric, metricName: '' })),
    });
    expect(fromUrl(toUrl(urlState()))).toEqual(urlState());
    expect(fromUrl({ m: '' })).toEqual(urlState({ awaitingDefault: false }));
  });

  it('fills what a metric leaves out: a line, its value type axis, the next colour', () => {
    const state = fromUrl({ m: '1-2-quarter-value.c.3.4,1-2-quarter-qoq' });
    expect(state.selectedMetricList).toEqual([
      expect.objectContaining({ extendID: '1-2-quarter-value', chartType: 'column', axisIdx: 3 }),
      expect.objectContaining({
        extendID: '1-2-quarter-qoq',
        chartType: 'line',
        axisIdx: AxisSlot.RIGHT_1,
        seriesColor: SERIES_PALETTE[0],
        period: 'quarter',
        typeValue: 'qoq',
      }),
    ]);
    expect(state.selectedMetricList[0]?.seriesColor).toBe(SERIES_PALETTE[4]);
  });

  it('ignores invalid parts', () => {
    const state = fromUrl({
      m: 'x,1-2-week-value,1-2-month-value.zz.9.999,1-2-month-value.c,,1-3-month-bad,<script>',
      view: 'other',
      size: '42',
      auto: 'yes',
      range: '7Y',
      sp: '-1',
    });
    expect(state).toEqual(
      urlState({
        awaitingDefault: false,
        selectedMetricList: [
          {
            extendID: '1-2-month-value',
            chartType: 'line',
            metricName: '',
            axisIdx: AxisSlot.LEFT_1,
            seriesColor: SERIES_PALETTE[0]!,
            period: 'month',
            typeValue: 'value',
          },
        ],
      }),
    );
    // Nothing usable: the page picks its default.
    expect(fromUrl({ m: 'garbage', sp: '3' })).toEqual(urlState());
  });

  it('takes repeated parameters and caps the selection', () => {
    const many = Array.from(
      { length: MAX_METRICS_PER_CHART + 3 },
      (_, i) => `1-${String(i + 1)}-month-value`,
    );
    expect(fromUrl({ m: many }).selectedMetricList).toHaveLength(MAX_METRICS_PER_CHART);
    expect(fromUrl({ m: ['1-1-month-value', '1-2-month-value'], view: ['same', 'x'] })).toMatchObject({
      viewType: 'SAME_PERIOD',
      selectedMetricList: [{ extendID: '1-1-month-value' }, { extendID: '1-2-month-value' }],
    });
  });

  it('compares only its own keys with the current query', () => {
    expect(sameMacroQuery({ group: 'gdp', child: 'nominal', m: 'a' }, { m: 'a' })).toBe(true);
    expect(sameMacroQuery({ m: 'a', view: 'same' }, { m: 'a' })).toBe(false);
    expect(sameMacroQuery({ m: ['a', 'a'] }, { m: 'a' })).toBe(false);
  });

  it('carries the view to another indicator with its first series added', () => {
    const state = urlState({ selectedMetricList: two, awaitingDefault: false, range: '1Y' });
    expect(queryWithMetric(state, '2-7-month-value')).toEqual({
      m: '12-345-month-yoy.l.1.0,12-346-month-value.sp.0.1,2-7-month-value.l.0.2',
      range: '1Y',
    });
    expect(queryWithMetric(state, '12-345-month-yoy')).toEqual(toUrl(state));
    expect(queryWithMetric(urlState(), '2-7-month-value')).toEqual({});
  });
});
