import { Card, Flex, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useId, useState } from 'react';
import { companyPath } from '@/common/companyPaths';
import type { ContributionRow, IndexContributionResponse } from '@/common/contracts/market';
import { MARKET_INDEX_CODES, MARKET_INDEX_NAMES, type MarketIndexCode } from '@/common/market/marketSession';
import { queryStatus } from '@/components/QueryStatus';
import { useMarketPolling } from '@/features/market/flows/useMarketPolling';
import { changeTextColor } from '../marketColors';
import { points, price, signedPercent, signedPoints } from '../figures';
import { DEFAULT_CONTRIBUTION_INDEX } from '../marketPreload';
import { useGetIndexContributionQuery } from '../marketApi';
import { DataCaption } from './DataCaption';

export const CONTRIBUTION_NOTE =
  'Điểm đóng góp = điểm chỉ số phiên trước × (giá − giá tham chiếu) × số cổ phiếu niêm yết / tổng vốn hóa tham chiếu của các mã thành phần. VN-Index thực tế dùng cổ phiếu tự do chuyển nhượng và giới hạn tỷ trọng mà dữ liệu chưa có, nên tổng tính được có thể khác mức thay đổi chính thức.';

const columns: ColumnsType<ContributionRow> = [
  {
    title: 'Mã',
    dataIndex: 'ticker',
    render: (ticker: string, row) => (
      <Link href={companyPath(ticker)} title={row.name}>
        {ticker}
      </Link>
    ),
  },
  { title: 'Giá', dataIndex: 'price', align: 'right', render: (value: number | null) => price(value) },
  {
    title: '% thay đổi',
    dataIndex: 'pctChange',
    align: 'right',
    render: (value: number | null) => (
      <span style={{ color: changeTextColor(value) }}>{signedPercent(value)}</span>
    ),
  },
  {
    title: 'Điểm',
    dataIndex: 'points',
    align: 'right',
    render: (value: number) => (
      <strong style={{ color: changeTextColor(value) }}>{signedPoints(value)}</strong>
    ),
  },
];

function Side({ title, rows, testId }: { title: string; rows: ContributionRow[]; testId: string }) {
  return (
    <Table<ContributionRow>
      data-testid={testId}
      size="small"
      title={() => <strong>{title}</strong>}
      rowKey="ticker"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: 'Không có mã nào' }}
    />
  );
}

function summary(data: IndexContributionResponse): string {
  const computed = `Tổng đóng góp tính được: ${signedPoints(data.computedChange)} điểm`;
  const official =
    data.officialChange === null
      ? 'chưa có mức thay đổi chính thức của phiên này'
      : `thay đổi chính thức: ${signedPoints(data.officialChange)} điểm`;
  const base = data.previousLevel === null ? '' : ` (phiên trước ${points(data.previousLevel)} điểm)`;
  return `${computed}; ${official}${base}.`;
}

/** The 10 stocks that added and the 10 that took away the most index points today. */
export function ContributionCard() {
  const name = useId();
  const [index, setIndex] = useState<MarketIndexCode>(DEFAULT_CONTRIBUTION_INDEX);
  const pollingInterval = useMarketPolling();
  const query = useGetIndexContributionQuery(index, { pollingInterval, skipPollingIfUnfocused: true });
  const status = queryStatus(query, 'Không tải được mức đóng góp vào chỉ số', 6);
  const data = query.data;
  return (
    <Card title="Đóng góp vào chỉ số" data-testid="market-contribution" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Segmented<MarketIndexCode>
          name={name}
          aria-label="Chỉ số"
          size="small"
          value={index}
          options={MARKET_INDEX_CODES.map((code) => ({ label: MARKET_INDEX_NAMES[code], value: code }))}
          onChange={setIndex}
        />
        {status ??
          (data && (
            <>
              {data.note ? (
                <Typography.Text type="secondary">{data.note}</Typography.Text>
              ) : (
                <>
                  <Typography.Text data-testid="market-contribution-summary">{summary(data)}</Typography.Text>
                  <Side
                    title="Đóng góp tăng nhiều nhất"
                    rows={data.gainers}
                    testId="market-contribution-gainers"
                  />
                  <Side title="Kéo giảm nhiều nhất" rows={data.losers} testId="market-contribution-losers" />
                </>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {CONTRIBUTION_NOTE}
              </Typography.Text>
              <DataCaption provenance={data.provenance} />
            </>
          ))}
      </Flex>
    </Card>
  );
}
