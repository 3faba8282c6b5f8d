import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { CHART_MESSAGES, type ChartConfig, type ChartMetric } from '@/common/contracts/charts';
import type { ChartMetricInfo, FinanceChip, MetricValueKind } from '@/common/contracts/financeChart';
import {
  addMetric,
  chartInputErrors,
  defaultAxisFor,
  defaultSeriesFor,
  DEFAULT_EDITOR_VALUES,
  EMPTY_CHART_MESSAGE,
  limitMessage,
  moveMetric,
  removeMetric,
  toChartInput,
  updateMetric,
  valuesFromChart,
} from '../editor/editorState';
import { searchMetrics } from '../editor/metricSearch';

function info(id: string, valueKind: MetricValueKind = 'money', name = id): ChartMetricInfo {
  return { key: `ratio:${id}`, kind: 'ratio', id, name, unit: '', valueKind, frequency: 'period' };
}

function addAll(ids: string[], max = 6): ChartMetric[] {
  return ids.reduce<ChartMetric[]>((list, id) => addMetric(list, info(id), max).list, []);
}

const palette = (index: number) => SERIES_PALETTE[index];

describe('addMetric and removeMetric', () => {
  it('gives each new metric the next unused palette colour, and a removed metric frees its colour', () => {
    const list = addAll(['A', 'B', 'C']);
    expect(list.map((metric) => metric.color)).toEqual([palette(0), palette(1), palette(2)]);
    const withoutB = removeMetric(list, 'ratio:B');
    expect(withoutB.map((metric) => metric.id)).toEqual(['A', 'C']);
    const readded = addMetric(withoutB, info('D'));
    expect(readded.list.at(-1)?.color).toBe(palette(1));
  });

  it('skips colours chosen by hand, in any case', () => {
    const list = updateMetric(addAll(['A']), 'ratio:A', { color: palette(1)?.toUpperCase() ?? '' });
    expect(addMetric(list, info('B')).list[1]?.color).toBe(palette(0));
    expect(addMetric(addMetric(list, info('B')).list, info('C')).list[2]?.color).toBe(palette(2));
  });

  it('adds nothing beyond the limit and says so', () => {
    const six = addAll(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(six).toHaveLength(6);
    const seventh = addMetric(six, info('G'), 6);
    expect(seventh.refused).toBe(true);
    expect(seventh.list).toEqual(six);
    const limited = addMetric(addAll(['A', 'B']), info('C'), 2);
    expect(limited.refused).toBe(true);
    expect(limitMessage(6)).toBe(CHART_MESSAGES.tooManyMetrics);
    expect(limitMessage(2)).toBe('Gói của bạn cho phép tối đa 2 chỉ tiêu mỗi biểu đồ');
  });

  it('does not add a metric twice', () => {
    const list = addAll(['A']);
    const again = addMetric(list, info('A'));
    expect(again).toEqual({ list, refused: false });
  });
});

describe('defaults by value kind', () => {
  it.each<[MetricValueKind, string, AxisSlot]>([
    ['money', 'column', AxisSlot.LEFT_1],
    ['count', 'column', AxisSlot.LEFT_1],
    ['percent', 'line', AxisSlot.RIGHT_1],
    ['times', 'line', AxisSlot.RIGHT_1],
    ['perShare', 'line', AxisSlot.RIGHT_1],
    ['index', 'line', AxisSlot.RIGHT_1],
    ['other', 'line', AxisSlot.RIGHT_1],
  ])('%s: %s on axis %i', (valueKind, series, axis) => {
    expect(defaultSeriesFor({ valueKind })).toBe(series);
    expect(defaultAxisFor({ valueKind })).toBe(axis);
    const [metric] = addMetric([], info('X', valueKind)).list;
    expect(metric).toMatchObject({ seriesType: series, axis });
  });
});

describe('updateMetric and moveMetric', () => {
  it('changes one metric only', () => {
    const list = updateMetric(addAll(['A', 'B']), 'ratio:B', { axis: AxisSlot.RIGHT_2, seriesType: 'area' });
    expect(list[0]).toMatchObject({ axis: AxisSlot.LEFT_1, seriesType: 'column' });
    expect(list[1]).toMatchObject({ axis: AxisSlot.RIGHT_2, seriesType: 'area' });
  });

  it('moves up and down, and stays put at either end', () => {
    const list = addAll(['A', 'B', 'C']);
    const ids = (metrics: ChartMetric[]) => metrics.map((metric) => metric.id);
    expect(ids(moveMetric(list, 'ratio:C', -1))).toEqual(['A', 'C', 'B']);
    expect(ids(moveMetric(list, 'ratio:A', 1))).toEqual(['B', 'A', 'C']);
    expect(ids(moveMetric(list, 'ratio:A', -1))).toEqual(['A', 'B', 'C']);
    expect(ids(moveMetric(list, 'ratio:C', 1))).toEqual(['A', 'B', 'C']);
    expect(ids(moveMetric(list, 'ratio:Z', 1))).toEqual(['A', 'B', 'C']);
  });
});

describe('toChartInput and chartInputErrors', () => {
  const initial: ChartConfig = {
    chartId: 'c-1',
    chartName: 'Cũ',
    metrics: [],
    size: 50,
    isAutoAxis: false,
    viewType: 'year',
    initTimeFilter: '5Y',
    position: { x: 2, y: 3, w: 4, h: 5 },
    textBlockContent: 'Ghi chú cũ',
  };

  it('keeps the chart id and position, trims the name and turns an empty note into null', () => {
    const input = toChartInput(
      { ...valuesFromChart(initial), chartName: '  Biên lợi nhuận ', textBlockContent: '   ' },
      addAll(['A']),
      initial,
    );
    expect(input).toEqual({
      chartId: 'c-1',
      chartName: 'Biên lợi nhuận',
      metrics: [
        { kind: 'ratio', id: 'A', name: 'A', color: palette(0), seriesType: 'column', axis: AxisSlot.LEFT_1 },
      ],
      size: 50,
      isAutoAxis: false,
      viewType: 'year',
      initTimeFilter: '5Y',
      position: { x: 2, y: 3, w: 4, h: 5 },
      textBlockContent: null,
    });
    expect(chartInputErrors(input)).toEqual([]);
  });

  it('gives the contract messages for an invalid chart, the plan limit and an empty chart', () => {
    const long = toChartInput({ ...DEFAULT_EDITOR_VALUES, chartName: 'x'.repeat(201) }, addAll(['A']));
    expect(chartInputErrors(long)).toEqual([CHART_MESSAGES.badChartName]);
    const seven = [...addAll(['A', 'B', 'C', 'D', 'E', 'F']), { ...addAll(['G'])[0]!, color: palette(6)! }];
    const tooMany = toChartInput({ ...DEFAULT_EDITOR_VALUES, chartName: 'T' }, seven);
    expect(chartInputErrors(tooMany)).toEqual([CHART_MESSAGES.tooManyMetrics]);
    const three = toChartInput({ ...DEFAULT_EDITOR_VALUES, chartName: 'T' }, addAll(['A', 'B', 'C']));
    expect(chartInputErrors(three, 2)).toEqual([limitMessage(2)]);
    const empty = toChartInput({ ...DEFAULT_EDITOR_VALUES, chartName: 'T' }, []);
    expect(chartInputErrors(empty)).toEqual([EMPTY_CHART_MESSAGE]);
    const note = toChartInput({ ...DEFAULT_EDITOR_VALUES, chartName: 'T', textBlockContent: 'Chữ' }, []);
    expect(chartInputErrors(note)).toEqual([]);
  });
});

describe('searchMetrics', () => {
  it('ignores case and diacritics, matches every word and lists a metric once', () => {
    const revenue = info('NET_REVENUE', 'money', 'Doanh thu thuần');
    const chips: FinanceChip[] = [
      {
        chipId: 'income',
        name: 'Kết quả kinh doanh',
        metrics: [revenue, info('PROFIT', 'money', 'Lợi nhuận')],
      },
      { chipId: 'growth', name: 'Tăng trưởng', metrics: [revenue, info('DEBT', 'money', 'Nợ phải trả')] },
    ];
    expect(searchMetrics(chips, 'DOANH thu thuan').map((hit) => hit.info.id)).toEqual(['NET_REVENUE']);
    expect(searchMetrics(chips, 'no phai').map((hit) => hit.chipName)).toEqual(['Tăng trưởng']);
    expect(searchMetrics(chips, '   ')).toEqual([]);
  });
});
