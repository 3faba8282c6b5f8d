/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Chart } from 'highcharts';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { ChartExportMenu } from '../components/ChartExportMenu';
import { downloadChartCsv, exportChartImage } from '../export';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { chartInput, metric, Q1_2024, seriesData } from './optionsFixtures';

// The dropdown measures itself with ResizeObserver, which jsdom lacks.
installSelectDomShims();

jest.mock('../export', () => ({
  ...jest.requireActual<typeof import('../export')>('../export'),
  exportChartImage: jest.fn(() => Promise.resolve()),
  downloadChartCsv: jest.fn(),
}));

const exportImage = jest.mocked(exportChartImage);
const exportCsv = jest.mocked(downloadChartCsv);

const input = chartInput({
  metrics: [metric('ROE')],
  series: { 'ratio:ROE': seriesData('ratio:ROE', 'percent', [[Q1_2024, 0.1]]) },
});
const chart = { id: 'chart' } as unknown as Chart;

async function choose(label: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Tải xuống' }));
  await settle();
  fireEvent.click(await screen.findByText(label));
  await settle();
}

describe('ChartExportMenu', () => {
  beforeEach(() => {
    exportImage.mockClear();
    exportCsv.mockClear();
  });

  it('lists the three downloads', async () => {
    renderWithStore(<ChartExportMenu input={input} getChart={() => chart} fileName="TCB - ROE" />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải xuống' }));
    await settle();
    expect(await screen.findByText('Tải ảnh PNG')).toBeInTheDocument();
    expect(screen.getByText('Tải ảnh SVG')).toBeInTheDocument();
    expect(screen.getByText('Tải dữ liệu CSV')).toBeInTheDocument();
  });

  it.each([
    ['Tải ảnh PNG', 'png'],
    ['Tải ảnh SVG', 'svg'],
  ] as const)('%s exports the chart as %s', async (label, format) => {
    renderWithStore(<ChartExportMenu input={input} getChart={() => chart} fileName="TCB - ROE" />);
    await choose(label);
    expect(exportImage).toHaveBeenCalledWith(chart, format, 'tcb-roe', input.title);
    expect(exportCsv).not.toHaveBeenCalled();
  });

  it('Tải dữ liệu CSV downloads the figures', async () => {
    renderWithStore(<ChartExportMenu input={input} getChart={() => null} fileName="TCB - ROE" />);
    await choose('Tải dữ liệu CSV');
    expect(exportCsv).toHaveBeenCalledWith(input, 'tcb-roe');
    expect(exportImage).not.toHaveBeenCalled();
  });

  it('warns instead of exporting an image before the chart is drawn', async () => {
    renderWithStore(<ChartExportMenu input={input} getChart={() => null} fileName="x" />);
    await choose('Tải ảnh PNG');
    expect(exportImage).not.toHaveBeenCalled();
    expect(await screen.findByText('Biểu đồ chưa sẵn sàng để tải ảnh')).toBeInTheDocument();
  });

  it('tells the user when an export fails', async () => {
    exportImage.mockRejectedValueOnce(new Error('canvas'));
    renderWithStore(<ChartExportMenu input={input} getChart={() => chart} fileName="x" />);
    await choose('Tải ảnh SVG');
    await waitFor(() => {
      expect(screen.getByText('Không tải xuống được, vui lòng thử lại.')).toBeInTheDocument();
    });
  });
});
