import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import type { PortfolioDetailResponse } from '@/common/contracts/portfolios';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { ALLOCATION_TITLE, allocationOptions, allocationTable } from '../portfolioCharts';
import { marketCaption } from '../portfolioText';

/** Market value of the holdings by ICB level 2 industry, as a pie with its data table. */
export function AllocationCard({ data }: { data: PortfolioDetailResponse }) {
  const { slices } = data.allocation;
  const options = useMemo(() => allocationOptions(slices), [slices]);
  const table = useMemo(() => allocationTable(slices), [slices]);
  return (
    <Card title={ALLOCATION_TITLE} data-testid="portfolio-allocation">
      {slices.length === 0 ? (
        <Empty description="Chưa có cổ phiếu nào có giá thị trường để phân bổ." />
      ) : (
        <>
          <HighchartsView
            options={options}
            height={300}
            dataTable={table}
            title={ALLOCATION_TITLE}
            data-testid="portfolio-allocation-chart"
          />
          <Typography.Text type="secondary">{marketCaption(data.market)}</Typography.Text>
        </>
      )}
    </Card>
  );
}
