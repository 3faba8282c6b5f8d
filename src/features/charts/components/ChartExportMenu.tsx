import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Chart } from 'highcharts';
import { chartFileName, downloadChartCsv, EXPORT_UNAVAILABLE, exportChartImage } from '../export';
import type { MetricChartInput } from '../types';
import { toast } from '@/lib/toast';

export interface ChartExportMenuProps {
  input: MetricChartInput;
  /** The drawn chart (MetricChart's onChartReady), or null while it loads. */
  getChart: () => Chart | null;
  /** The file name without extension; it is made safe ("TCB - Doanh thu" -> "tcb-doanh-thu"). */
  fileName: string;
}

type ExportKey = 'png' | 'svg' | 'csv';

const ITEMS: NonNullable<MenuProps['items']> = [
  { key: 'png', label: 'Tải ảnh PNG' },
  { key: 'svg', label: 'Tải ảnh SVG' },
  { key: 'csv', label: 'Tải dữ liệu CSV' },
];

const FAILED = 'Không tải xuống được, vui lòng thử lại.';

/** The chart's download button: image (PNG, SVG) drawn in the browser, or the figures as CSV. */
export function ChartExportMenu({ input, getChart, fileName }: ChartExportMenuProps) {
  async function run(key: ExportKey): Promise<void> {
    const name = chartFileName(fileName);
    if (key === 'csv') {
      downloadChartCsv(input, name);
      return;
    }
    const chart = getChart();
    if (!chart) {
      toast.warning(EXPORT_UNAVAILABLE);
      return;
    }
    await exportChartImage(chart, key, name, input.title);
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    run(key as ExportKey).catch(() => {
      toast.error(FAILED);
    });
  };

  return (
    <Dropdown trigger={['click']} menu={{ items: ITEMS, onClick }}>
      <Button type="text" size="small" icon={<DownloadOutlined />} aria-label="Tải xuống" title="Tải xuống" />
    </Dropdown>
  );
}
