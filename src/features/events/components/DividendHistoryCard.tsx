import { Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetDividendHistoryQuery } from '../eventsApi';
import { DIVIDEND_COLUMNS, PAYOUT_COLUMNS } from './dividendColumns';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';

const DIVIDEND_NOTE =
  'Giá tham chiếu ngày GDKHQ: cổ tức tiền P_ref = P_prev − D; cổ tức cổ phiếu, cổ phiếu thưởng, chia tách tỷ lệ k: ' +
  'P_ref = P_prev / k; quyền mua giá S tỷ lệ k: P_ref = (P_prev + (k − 1) × S) / k (k là số cổ phiếu sau sự kiện trên ' +
  'một cổ phiếu cũ: 100:20 là k = 1.2; không điều chỉnh khi giá mua không thấp hơn P_prev). P_prev là giá đóng cửa ' +
  'phiên trước, trên UPCOM là giá bình quân làm tròn; sàn làm tròn giá tham chiếu theo bước giá. Hệ số = P_ref / P_prev ' +
  'nhân vào mọi giá trước ngày GDKHQ để có chuỗi giá điều chỉnh. "Điều chỉnh đã lưu" lấy từ dữ liệu giá; "Tính theo ' +
  'công thức" tính từ giá phiên trước khi chưa có điều chỉnh được lưu. Lợi suất = cổ tức tiền / giá đóng cửa phiên ' +
  'trước; tỷ lệ chi trả = cổ tức tiền của năm tài chính × số cổ phiếu / lợi nhuận sau thuế của cổ đông công ty mẹ.';

/**
 * The company's dividend history: each entitlement gone ex with its yield at the ex-date, the payout
 * ratio of its fiscal year and how the ex-date adjusted the price series (docs/DATA.md).
 */
export function DividendHistoryCard({ ticker }: { ticker: string }) {
  const query = useGetDividendHistoryQuery(ticker);
  const data = query.data;
  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (query.isError || !data) {
    body = (
      <RetryAlert
        title={`Không tải được lịch sử cổ tức của ${ticker}.`}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (data.entitlements.length === 0) {
    body = (
      <Empty
        description={`Chưa có dữ liệu cổ tức, cổ phiếu thưởng hay quyền mua nào của ${ticker} đã qua ngày giao dịch không hưởng quyền.`}
      />
    );
  } else {
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ScrollRegion label="Bảng lịch sử cổ tức">
          <Table
            data-testid="dividend-history"
            columns={DIVIDEND_COLUMNS}
            dataSource={data.entitlements}
            rowKey={(item) => `${item.exDate}|${item.kind}`}
            pagination={data.entitlements.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            style={SCROLLED_TABLE_STYLE}
            size="middle"
          />
        </ScrollRegion>
        {data.years.length > 0 && (
          <ScrollRegion label="Bảng tỷ lệ chi trả theo năm">
            <Table
              data-testid="payout-years"
              title={() => 'Tỷ lệ chi trả cổ tức tiền mặt theo năm tài chính'}
              columns={PAYOUT_COLUMNS}
              dataSource={data.years}
              rowKey="fiscalYear"
              pagination={false}
              style={SCROLLED_TABLE_STYLE}
              size="small"
            />
          </ScrollRegion>
        )}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {DIVIDEND_NOTE}
        </Typography.Paragraph>
      </Space>
    );
  }
  return <Card title="Lịch sử cổ tức và điều chỉnh giá">{body}</Card>;
}
