import { buildSideMenuItems, openKeysFor } from '@/application/layout/menuItems';
import { screenTitle } from '@/common/routes';
import { bankBars, commonPeriod } from '../bankRatios';
import { dashboardSections, OTHER_SECTION_TITLE } from '../dashboard';
import type { Chart } from 'highcharts';
import {
  applyMarks,
  initialValueType,
  lineChartOf,
  linesAt,
  markPeriodLabel,
  markPlotLines,
  markTime,
  initialRange,
  offersYoy,
  EMPTY_SERIES_STATE,
} from '../industryCharts';
import {
  changeTone,
  dataUntilText,
  formatChange,
  formatWithUnit,
  lockTagText,
  monthYear,
  permissionOf,
} from '../industryFormat';
import { clampSlide, pageText, parseSlideParam, slideForKey, slideHref } from '../slides';
import { banksAnswer, BILLET, dashboardAnswer, HRC, line, metricAnswer, UTILIZATION } from './fixtures';

describe('industry chart helpers', () => {
  it('rewrites the extendIDs of the lines to a value type', () => {
    const yoy = linesAt([HRC, BILLET], 'yoy');
    expect(yoy.map((item) => item.extendID)).toEqual(['900-9001-month-yoy', '900-9002-month-yoy']);
    expect(yoy.every((item) => item.valueType === 'yoy')).toBe(true);
    expect(linesAt(yoy, 'value').map((item) => item.extendID)).toEqual([HRC.extendID, BILLET.extendID]);
    const same = [HRC];
    expect(linesAt(same, 'value')[0]).toBe(HRC);
  });

  it('opens monthly column charts at 3 years and the rest at the whole history', () => {
    const stacked = { ...HRC, chartType: 'stack_column' as const };
    expect(initialRange({ frequency: 'month', lines: [stacked] })).toBe('3Y');
    expect(initialRange({ frequency: 'quarter', lines: [stacked] })).toBe('All');
    expect(initialRange({ frequency: 'month', lines: [HRC] })).toBe('All');
  });

  it('offers the change on a year earlier when the indicator answers it', () => {
    expect(offersYoy({ valueTypes: ['value', 'yoy'], lines: [HRC] })).toBe(true);
    expect(offersYoy({ valueTypes: ['value'], lines: [UTILIZATION] })).toBe(false);
    expect(offersYoy({ valueTypes: ['value', 'yoy'], lines: [] })).toBe(false);
    expect(initialValueType([{ ...HRC, valueType: 'yoy' }])).toBe('yoy');
    expect(initialValueType([HRC])).toBe('value');
  });

  it('builds the macro chart model of the lines and their figures', () => {
    const lines = [HRC, line(900, 9003, 'Quặng sắt', { axis: 1, chartType: 'column', color: '#ff0000' })];
    const chart = lineChartOf({
      lines,
      series: { ...EMPTY_SERIES_STATE, data: { [HRC.extendID]: metricAnswer(HRC.extendID) } },
      range: '1Y',
      title: 'Giá thép',
    });
    expect(chart.input.metrics).toEqual([
      {
        kind: 'macro',
        id: HRC.extendID,
        name: 'HRC Trung Quốc',
        color: '#1677ff',
        seriesType: 'line',
        axis: 0,
      },
      {
        kind: 'macro',
        id: '900-9003-month-value',
        name: 'Quặng sắt',
        color: '#ff0000',
        seriesType: 'column',
        axis: 1,
      },
    ]);
    expect(chart.input.series[`macro:${HRC.extendID}`]?.points).toHaveLength(2);
    expect(chart.input.series['macro:900-9003-month-value']).toBeUndefined();
    expect(chart.input.range).toBe('1Y');
    expect(chart.sources).toEqual(['Hiệp hội Thép Việt Nam']);
    expect(chart.releaseDate).toBe('2025-06-10');
    const yoy = lineChartOf({
      lines: linesAt([HRC], 'yoy'),
      series: EMPTY_SERIES_STATE,
      range: 'All',
      title: '',
    });
    expect(yoy.input.metrics[0]?.name).toBe('HRC Trung Quốc - So với cùng kỳ (%)');
  });

  it('places marks at the end of their period', () => {
    expect(markTime('2024-07')).toBe(Date.UTC(2024, 6, 31));
    expect(markTime('2024-02')).toBe(Date.UTC(2024, 1, 29));
    expect(markTime('2025-Q1')).toBe(Date.UTC(2025, 2, 31));
    expect(markTime('2023')).toBe(Date.UTC(2023, 11, 31));
    expect(markTime('2024-06-30')).toBe(Date.UTC(2024, 5, 30));
    expect(markTime('soon')).toBeNull();
    expect(markPeriodLabel('2024-07')).toBe('07/2024');
    expect(markPeriodLabel('2025-Q1')).toBe('Q1/2025');
    expect(markPeriodLabel('2023')).toBe('2023');
    expect(markPeriodLabel('2024-06-30')).toBe('06/2024');
    expect(markPeriodLabel('2024-06-30', 'quarter')).toBe('Q2/2024');
    expect(markPeriodLabel('2024-12-31', 'year')).toBe('2024');
    const plotLines = markPlotLines([
      { period: '2024-07', label: 'A <b>' },
      { period: 'bad', label: 'x' },
    ]);
    expect(plotLines).toHaveLength(1);
    expect(plotLines[0]?.value).toBe(Date.UTC(2024, 6, 31));
    expect(plotLines[0]?.label?.text).toBe('A &lt;b&gt;');
  });

  it('draws the marks as plot lines of the drawn chart’s x-axis', () => {
    const update = jest.fn();
    applyMarks({ xAxis: [{ update }] } as unknown as Chart, [{ period: '2025-Q1', label: 'Mùa khô' }]);
    expect(update).toHaveBeenCalledWith(
      { plotLines: [expect.objectContaining({ value: Date.UTC(2025, 2, 31), id: 'slide-mark-0' })] },
      true,
    );
  });
});

describe('dashboard sections', () => {
  it('groups the indicators by section and keeps the ones no section names', () => {
    const data = dashboardAnswer();
    const sections = dashboardSections({
      sections: [...data.sections, { title: 'Trống', indicatorCodes: ['NOPE'] }].filter(
        (section) => section.title !== 'Sản lượng',
      ),
      indicators: data.indicators,
    });
    expect(sections.map((section) => [section.title, section.indicators.map((item) => item.code)])).toEqual([
      ['Giá', ['IND_STEEL_PRICE']],
      [OTHER_SECTION_TITLE, ['IND_STEEL_SALES', 'IND_STEEL_UTIL']],
    ]);
  });
});

describe('industry wording', () => {
  it('formats periods, figures, changes and locks', () => {
    expect(monthYear('2025-05-31')).toBe('05/2025');
    expect(monthYear(null)).toBeNull();
    expect(dataUntilText('2025-05-31')).toBe('Số liệu đến 05/2025');
    expect(formatWithUnit(1234.5, 'nghìn tấn')).toBe('1,235 nghìn tấn');
    expect(formatWithUnit(3.456, '%')).toBe('3.46%');
    expect(formatWithUnit(null, 'tấn')).toBe('-');
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-4)).toBe('-4.0%');
    expect(formatChange(0.01)).toBe('0.0%');
    expect(changeTone(1)).toBe('success');
    expect(changeTone(-1)).toBe('danger');
    expect(changeTone(null)).toBeUndefined();
    expect(lockTagText('PRO')).toBe('Gói Chuyên nghiệp');
    expect(permissionOf('DEEP_DATA_STEEL', 'DEEP_DATA_ALL')).toBe('DEEP_DATA_STEEL');
    expect(permissionOf('NOT_A_CODE', 'DEEP_DATA_ALL')).toBe('DEEP_DATA_ALL');
  });

  it('compares banks on one ratio in %, highest first', () => {
    const { banks } = banksAnswer();
    expect(bankBars(banks, 'nim')).toEqual([
      { ticker: 'TCB', name: 'Ngân hàng TCB', value: 4.1 },
      { ticker: 'VCB', name: 'Ngân hàng VCB', value: 3.1 },
    ]);
    expect(commonPeriod(banks)).toBe('Q1/2025');
    expect(commonPeriod([])).toBeNull();
  });
});

describe('slide navigation', () => {
  it('reads, clamps and writes slide numbers', () => {
    expect(parseSlideParam('3')).toBe(3);
    expect(parseSlideParam(['2', '5'])).toBe(2);
    expect(parseSlideParam('0')).toBeNull();
    expect(parseSlideParam('x')).toBeNull();
    expect(parseSlideParam(undefined)).toBeNull();
    expect(clampSlide(9, 8)).toBe(8);
    expect(clampSlide(0, 8)).toBe(1);
    expect(clampSlide(4, 0)).toBe(1);
    expect(slideHref('shrimp-story', 3)).toBe('/industry/presentation/shrimp-story?slide=3');
    expect(pageText(3, 8)).toBe('Trang 3/8');
  });

  it('maps the keys to slides', () => {
    expect(slideForKey('ArrowRight', 3, 8)).toBe(4);
    expect(slideForKey('ArrowRight', 8, 8)).toBe(8);
    expect(slideForKey('ArrowLeft', 1, 8)).toBe(1);
    expect(slideForKey('Home', 5, 8)).toBe(1);
    expect(slideForKey('End', 5, 8)).toBe(8);
    expect(slideForKey('a', 5, 8)).toBeNull();
  });
});

describe('industry screens in the shell', () => {
  it('titles the industry screens', () => {
    expect(screenTitle('/industry')).toBe('Dữ liệu ngành');
    expect(screenTitle('/industry/real-estate?x=1')).toBe('Dữ liệu ngành Bất động sản');
    expect(screenTitle('/industry/presentation/shrimp-story?slide=2')).toBe('Bài trình bày ngành');
    expect(screenTitle('/industry/gold')).toBeUndefined();
  });

  it('lists "Dữ liệu ngành" in the side menu, opened on industry pages', () => {
    const group = buildSideMenuItems('FPT').find((item) => item.key === 'industry');
    expect(group?.label).toBe('Dữ liệu ngành');
    const children = group?.children ?? [];
    expect(children.map((child) => child.key)).toEqual(
      expect.arrayContaining(['/industry', '/industry/steel', '/industry/real-estate']),
    );
    expect(children).toHaveLength(21);
    expect(openKeysFor('/industry/steel')).toEqual(['industry']);
    expect(openKeysFor('/industry')).toEqual(['industry']);
    expect(openKeysFor('/industryx')).toEqual(['enterprise']);
  });
});
