import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { PriceExportFormat } from '@/common/contracts/priceHistory';
import { DATE_FORMAT } from '@/common/constants/app';

export interface PriceHistoryToolbarProps {
  from?: string;
  to?: string;
  onRange: (range: { from?: string; to?: string }) => void;
  /** False for guests: exports need a (free) account. */
  signedIn: boolean;
  /** Where a guest signs in and comes back. */
  loginHref: string;
  onExport: (format: PriceExportFormat) => Promise<void>;
  canExport: boolean;
}

/** The date filter (kept in the address) and the export of the filtered range. */
export function PriceHistoryToolbar(props: PriceHistoryToolbarProps) {
  const [exporting, setExporting] = useState<PriceExportFormat | null>(null);
  const value: [Dayjs | null, Dayjs | null] = [
    props.from ? dayjs(props.from) : null,
    props.to ? dayjs(props.to) : null,
  ];
  const run = (format: PriceExportFormat) => {
    setExporting(format);
    void props.onExport(format).finally(() => {
      setExporting(null);
    });
  };
  return (
    <Flex wrap gap="middle" align="center" justify="space-between">
      <DatePicker.RangePicker
        aria-label="Khoảng ngày"
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        value={value}
        placeholder={['Từ ngày', 'Đến ngày']}
        onChange={(dates) => {
          props.onRange({
            from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined,
            to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined,
          });
        }}
      />
      {props.signedIn ? (
        <Flex gap="small">
          <Button
            disabled={!props.canExport}
            loading={exporting === 'csv'}
            onClick={() => {
              run('csv');
            }}
          >
            Tải CSV
          </Button>
          <Button
            disabled={!props.canExport}
            loading={exporting === 'xlsx'}
            onClick={() => {
              run('xlsx');
            }}
          >
            Tải Excel
          </Button>
        </Flex>
      ) : (
        <Flex gap="small" align="center">
          <Typography.Text type="secondary">Tải CSV, Excel cần tài khoản (miễn phí).</Typography.Text>
          <Button href={props.loginHref}>Đăng nhập để tải</Button>
        </Flex>
      )}
    </Flex>
  );
}
