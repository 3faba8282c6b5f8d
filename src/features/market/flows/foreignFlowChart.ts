import type { Options } from 'highcharts';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import type { FlowSessionPoint } from '@/common/contracts/marketFlows';
import { withCategoryAccessibility } from '@/features/charts/options/categoryCharts';

const UNIT = 'tỷ đồng';

/** "27/11" of a session day (the year is in the card's caption). */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day ?? ''}/${month ?? ''}`;
}

/**
 * The market's net flow per session as columns in tỷ đồng: green above 0, red below. A session
 * without data has no column (null), never a column of 0.
 */
export function flowChartOptions(sessions: readonly FlowSessionPoint[], title: string): Options {
  const options: Options = {
    chart: { type: 'column', height: 240, spacing: [8, 4, 8, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    exporting: { enabled: false },
    xAxis: { categories: sessions.map((session) => shortDay(session.date)), tickmarkPlacement: 'on' },
    yAxis: { title: { text: UNIT }, plotLines: [{ value: 0, width: 1, color: '#8c8c8c' }] },
    tooltip: { valueDecimals: 2, valueSuffix: ` ${UNIT}` },
    series: [
      {
        type: 'column',
        id: 'net',
        name: 'Giá trị mua ròng',
        color: TECHNICAL_SIGNAL_COLORS.buy,
        negativeColor: TECHNICAL_SIGNAL_COLORS.sell,
        data: sessions.map((session) => (session.netValue === null ? null : session.netValue / 1e9)),
        custom: { unitLabel: UNIT },
      },
    ],
  };
  return withCategoryAccessibility(options, title);
}
