import { AxisSlot, MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { accessFor } from '@/common/access/accessTable';
import {
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
