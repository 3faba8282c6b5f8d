import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { PortfolioDetailResponse } from '@/common/contracts/portfolios';
import { formatPercent } from '@/common/format';
import { formatDong, formatProfit, profitColor } from '../portfolioText';

interface Figure {
  key: string;
  title: string;
  value: string;
  color?: string;
  hint?: string;
}

/** The portfolio's totals, each in whole đồng; unknown figures show "-" with the reason below. */
export function SummaryCard({ data }: { data: PortfolioDetailResponse }) {
  const { totals } = data;
  const unrealisedRatio = totals.unrealisedRatio === null ? null : formatPercent(totals.unrealisedRatio);
  const figures: Figure[] = [
    {
      key: 'nav',
      title: 'Tài sản ròng (NAV)',
      value: formatDong(totals.netAssetValue),
      hint: 'Tiền mặt + giá trị thị trường',
    },
    {
      key: 'cash',
      title: 'Tiền mặt',
      value: formatDong(totals.cash),
      color: totals.cash < 0 ? profitColor(-1) : undefined,
    },
    { key: 'market', title: 'Giá trị thị trường', value: formatDong(totals.marketValue) },
    {
      key: 'cost',
      title: 'Giá vốn cổ phiếu đang nắm',
      value: formatDong(totals.cost),
      hint: 'Bình quân gia quyền, gồm phí mua',
    },
    {
      key: 'unrealised',
      title: 'Lãi/lỗ chưa thực hiện',
      value: formatProfit(totals.unrealised),
      color: profitColor(totals.unrealised),
      hint: unrealisedRatio ? `${unrealisedRatio} trên giá vốn` : undefined,
    },
    {
      key: 'realised',
      title: 'Lãi/lỗ đã thực hiện',
      value: formatProfit(totals.realised),
      color: profitColor(totals.realised),
      hint: 'Sau phí và thuế bán',
    },
    { key: 'dividends', title: 'Cổ tức tiền đã nhận', value: formatDong(totals.dividends) },
    {
      key: 'costs',
      title: 'Phí và thuế đã trả',
      value: formatDong(totals.fees + totals.taxes),
      hint: `Phí ${formatDong(totals.fees)} · Thuế ${formatDong(totals.taxes)}`,
    },
  ];
  return (
    <Card title="Tổng quan (đồng)" data-testid="portfolio-summary">
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={6}>
            <Flex vertical data-testid={`portfolio-total-${figure.key}`}>
              <Statistic
                title={figure.title}
                value={figure.value}
                styles={{ content: { color: figure.color, fontSize: 20 } }}
              />
              {figure.hint && <Typography.Text type="secondary">{figure.hint}</Typography.Text>}
            </Flex>
          </Col>
        ))}
      </Row>
      {totals.reason && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={totals.reason} />}
      {totals.cash < 0 && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title="Tiền mặt âm: có giao dịch mua (hoặc rút tiền) chưa có khoản nạp tiền tương ứng. Hãy ghi khoản nạp tiền; khi tính hiệu suất, phần thiếu được coi như nạp tiền vào ngày đó."
        />
      )}
    </Card>
  );
}
