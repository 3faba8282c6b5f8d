import { AxisSlot, MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { accessFor } from '@/common/access/accessTable';
import { periodWindow } from '@/common/access/periodWindow';
import {
  chartNotice,
  defaultMetrics,
  limitedChartNotice,
  metricIndex,
  metricLimit,
  toChartMetrics,
  toggleArgs,
} from '../chartMetrics';
import { chipsResponse, GROSS_MARGIN, PE, REVENUE, ROE } from './fixtures';

describe('financial chart helpers', () => {
  it('opens with the first money metric and a margin of the first chip', () => {
    expect(defaultMetrics(chipsResponse().chips).map((metric) => metric.key)).toEqual([
      REVENUE.key,
      GROSS_MARGIN.key,
    ]);
    expect(defaultMetrics([{ chipId: 'x', name: 'X', metrics: [PE] }])).toEqual([PE]);
    expect(defaultMetrics([])).toEqual([]);
  });

  it('draws money as columns on the left and ratios as lines on the right', () => {
    expect(toggleArgs(REVENUE, 6)).toEqual({
      id: REVENUE.key,
      seriesType: 'column',
      axis: AxisSlot.LEFT_1,
      max: 6,
    });
    expect(toggleArgs(ROE, 2)).toMatchObject({ seriesType: 'line', axis: AxisSlot.RIGHT_1, max: 2 });
  });

  it('reads the plan limit from the access table', () => {
    expect(metricLimit(accessFor('free', 'FINANCIAL_CHART'))).toBe(2);
    expect(metricLimit(accessFor('BASIC', 'FINANCIAL_CHART'))).toBe(MAX_METRICS_PER_CHART);
    expect(limitedChartNotice(2, 'BASIC')).toMatchObject({ level: 'limited', requiredPlan: 'BASIC' });
  });

  it('tells a free account both of its limits: two metrics at once and the newest periods', () => {
    const plan = limitedChartNotice(2, 'BASIC');
    const periods = periodWindow('free', 'FINANCE_REPORT_ALL', 'quarter')?.notice;
    const notice = chartNotice(periods, plan);
    expect(notice?.message).toContain('tối đa 2 chỉ tiêu');
    expect(notice?.message).toContain('8 quý gần nhất');
    expect(notice?.maxPeriods).toBe(8);
    expect(chartNotice(undefined, plan)).toBe(plan);
    expect(chartNotice(periods, undefined)).toBe(periods);
    expect(chartNotice(undefined, undefined)).toBeUndefined();
  });

  it('turns the selection into chart metrics named from the chips', () => {
    const index = metricIndex(chipsResponse().chips);
    expect(
      toChartMetrics(
        [
          { id: ROE.key, color: '#1f77b4', seriesType: 'line', axis: AxisSlot.RIGHT_1 },
          { id: 'not a key', color: '#ff7f0e', seriesType: 'line', axis: AxisSlot.RIGHT_1 },
        ],
        index,
      ),
    ).toEqual([
      { kind: 'ratio', id: 'ROE', name: 'ROE', color: '#1f77b4', seriesType: 'line', axis: AxisSlot.RIGHT_1 },
    ]);
  });
});
