import { Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { queryStatus } from '@/components/QueryStatus';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { categoryTable } from '@/features/charts/options/categoryCharts';
import {
  BANK_RATIOS,
  bankBars,
  bankRatioLabel,
  bankRatioOptions,
  commonPeriod,
  type BankRatioKey,
} from '../bankRatios';
import { useGetCommercialBanksQuery } from '../industryApi';

export const BANK_CHART_TITLE = 'So sánh các ngân hàng niêm yết';

/** One ratio (NIM, NPL, CASA, credit or deposit growth) across the listed banks, as columns. */
export function BankRatioChart() {
  const query = useGetCommercialBanksQuery(undefined);
  const [ratio, setRatio] = useState<BankRatioKey>('nim');
  const label = bankRatioLabel(ratio);
  const bars = useMemo(() => bankBars(query.data?.banks ?? [], ratio), [query.data, ratio]);
  const options = useMemo(() => bankRatioOptions(bars, label), [bars, label]);
  const period = query.data ? commonPeriod(query.data.banks) : null;
  const status = queryStatus(query, 'Không tải được số liệu các ngân hàng', 4);

  return (
    <Card title={BANK_CHART_TITLE} size="small" data-testid="bank-ratio-chart" data-ratio={ratio}>
      <Flex vertical gap="small">
        <Segmented<BankRatioKey>
          size="small"
          aria-label="Chỉ số so sánh ngân hàng"
          value={ratio}
          options={BANK_RATIOS.map((item) => ({ value: item.key, label: item.label }))}
          onChange={setRatio}
        />
        {status ??
          (bars.length === 0 ? (
            <Empty description="Chưa có số liệu" />
          ) : (
            <HighchartsView
              options={options}
              height={380}
              dataTable={categoryTable(options, 'Chỉ số')}
              title={label}
            />
          ))}
        <Typography.Text type="secondary">
          {label} theo báo cáo tài chính quý gần nhất{period ? ` (${period})` : ''}, đơn vị %.
        </Typography.Text>
      </Flex>
    </Card>
  );
}
