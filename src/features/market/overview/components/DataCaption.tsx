import { Typography } from 'antd';
import type { MarketProvenance } from '@/common/contracts/market';
import { dataCaption } from '@/common/market/marketSession';

/** "Dữ liệu phiên YYYY-MM-DD, cập nhật HH:mm, nguồn ..." under a market card's figures. */
export function DataCaption({
  provenance,
  testId = 'market-data-caption',
}: {
  provenance: MarketProvenance;
  testId?: string;
}) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId}>
      {dataCaption(provenance)}
    </Typography.Text>
  );
}
