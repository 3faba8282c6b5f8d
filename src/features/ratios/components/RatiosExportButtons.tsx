import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import type { ExportFormat } from '@/features/finance/export';
import { toast } from '@/lib/toast';
import { downloadRatiosExport } from '../ratiosExport';

/** "Xuất Excel" and "Xuất CSV" of the ratios on screen, average columns included (ratiosExport.ts). */
export function RatiosExportButtons({
  data,
  metrics,
}: {
  data: RatiosDataResponse | undefined;
  metrics: readonly string[];
}) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const run = (format: ExportFormat) => {
    if (!data) return;
    setExporting(format);
    downloadRatiosExport(format, data, metrics)
      .catch(() => {
        toast.error('Chưa xuất được bảng chỉ số, vui lòng thử lại.');
      })
      .finally(() => {
        setExporting(null);
      });
  };
  const disabled = !data || data.periods.length === 0 || metrics.length === 0;
  return (
    <Flex gap="small" justify="flex-end">
      <Button
        size="small"
        icon={<FileExcelOutlined aria-hidden />}
        disabled={disabled}
        loading={exporting === 'xlsx'}
        onClick={() => {
          run('xlsx');
        }}
      >
        Xuất Excel
      </Button>
      <Button
        size="small"
        icon={<FileTextOutlined aria-hidden />}
        disabled={disabled}
        loading={exporting === 'csv'}
        onClick={() => {
          run('csv');
        }}
      >
        Xuất CSV
      </Button>
    </Flex>
  );
}
