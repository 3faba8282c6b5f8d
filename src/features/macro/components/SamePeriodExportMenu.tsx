import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Chart } from 'highcharts';
import type { SamePeriodData } from '@/common/contracts/macro';
import { chartFileName, downloadCsv, EXPORT_UNAVAILABLE, exportChartImage } from '@/features/charts/export';
import { toCsv } from '@/features/finance/export';
import { samePeriodCsvMatrix } from '../charts/samePeriodOptions';
import { toast } from '@/lib/toast';

interface SamePeriodExportMenuProps {
  /** The figures drawn (undefined while they load). */
  data: SamePeriodData | undefined;
  maxYears: number | undefined;
  getChart: () => Chart | null;
  fileName: string;
  /** The exported image's title. */
  title: string;
}

const ITEMS: NonNullable<MenuProps['items']> = [
  { key: 'png', label: 'Tải ảnh PNG' },
  { key: 'csv', label: 'Tải dữ liệu CSV' },
];

const FAILED = 'Không tải xuống được, vui lòng thử lại.';

/** The same-period chart's downloads: the image (PNG) or one CSV row per year. */
export function SamePeriodExportMenu({
  data,
  maxYears,
  getChart,
  fileName,
  title,
}: SamePeriodExportMenuProps) {
  async function run(key: string): Promise<void> {
    const name = chartFileName(fileName);
    if (key === 'csv') {
      if (!data) {
        toast.warning(EXPORT_UNAVAILABLE);
        return;
      }
      downloadCsv(toCsv(samePeriodCsvMatrix(data, maxYears), 'value'), name);
      return;
    }
    const chart = getChart();
    if (!chart) {
      toast.warning(EXPORT_UNAVAILABLE);
      return;
    }
    await exportChartImage(chart, 'png', name, title);
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    run(key).catch(() => {
      toast.error(FAILED);
    });
  };

  return (
    <Dropdown trigger={['click']} menu={{ items: ITEMS, onClick }}>
      <Button
        type="text"
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        aria-label="Tải xuống"
        title="Tải xuống"
      />
    </Dropdown>
  );
}
