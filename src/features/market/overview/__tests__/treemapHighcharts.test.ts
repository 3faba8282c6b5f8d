/**
 * @jest-environment jest-fixed-jsdom
 */
import type { Point } from 'highcharts';
import { heatmapOptions } from '../heatmapOptions';
import { heatmapFixture } from './fixtures';

/**
 * The heatmap's options drawn by the real Highcharts with its treemap and accessibility modules (as
 * loadTreemap loads them in the browser): company cells carry the description the browser test
 * selects them by, the industry is an unfilled frame, and a click on a cell opens that company.
 */
it('draws described company cells that open their company on click', async () => {
  // jsdom has no CSS.supports, which Highcharts reads when it loads.
  Object.assign(window, { CSS: { supports: () => false, escape: (text: string) => text } });
  const Highcharts = (await import('highcharts')).default;
  await import('highcharts/modules/treemap');
  await import('highcharts/modules/accessibility');
  const container = document.createElement('div');
  document.body.appendChild(container);
  const opened: string[] = [];
  const options = heatmapOptions(heatmapFixture(), (ticker) => opened.push(ticker));
  const chart = Highcharts.chart(container, {
    ...options,
    chart: { ...options.chart, width: 800, height: 500 },
  });

  const cells = [...container.querySelectorAll('.highcharts-point')].map((cell) =>
    cell.getAttribute('aria-label'),
  );
  expect(cells).toEqual([
    'A Công ty A: giá 10,700, +7.00%, vốn hóa 10.70 tỷ, giá trị giao dịch 7.00 tỷ',
    'E Công ty E: giá 29,000, -3.33%, vốn hóa 29.00 tỷ, giá trị giao dịch 9.00 tỷ',
    'Ngành Ngân hàng',
  ]);
  expect(container.querySelector('.highcharts-internal-node')?.getAttribute('fill')).toBe('none');
  const cell: Point | undefined = chart.series[0]?.points.find((point) => point.name === 'E');
  // firePointEvent is public API (Highcharts docs) but missing from Point's typings.
  (cell as (Point & { firePointEvent: (event: string) => void }) | undefined)?.firePointEvent('click');
  expect(opened).toEqual(['E']);
});
