import { Alert, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useId } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { ValuationBandsResponse } from '@/common/contracts/valuation';
import { BAND_METRIC_LABELS, BAND_MULTIPLES, type BandMultiple } from '@/common/valuation/labels';
import { BAND_YEARS, type BandYears } from '@/common/valuation/window';
import { queryStatus } from '@/components/QueryStatus';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetValuationBandsQuery } from '../valuationApi';
import { useValuationView } from '../valuationView';
import { BandDetails } from './BandDetails';

const YEAR_OPTIONS = BAND_YEARS.map((years) => ({ value: years, label: `${String(years)} năm` }));

function BandBody({ data }: { data: ValuationBandsResponse }) {
  return (
    <Flex vertical gap="middle">
      {data.access && (
        <Alert type="info" showIcon title={data.access.message} data-testid="valuation-access" />
      )}
      {data.metricNote && <Alert type="warning" showIcon title={data.metricNote} />}
      {data.emptyReason ? (
        <Empty description={data.emptyReason} data-testid="valuation-empty" />
      ) : (
        <BandDetails data={data} />
      )}
    </Flex>
  );
}

/**
 * /enterprise/{TICKER}/valuation ("Định giá"): the company's P/E, P/B or EV/EBITDA on every session
 * of 3, 5 or 10 years, its mean and ±1/±2 standard deviations, where today sits, and the industry
 * median (docs/DATA.md "Valuation bands"). The multiple and the window live in the address.
 */
export function ValuationScreen() {
  const ticker = useAppSelector(selectTicker);
  const titleId = useId();
  const [view, setView] = useValuationView();
  const query = useGetValuationBandsQuery({ ticker, ...view }, { skip: !ticker });
  const { data } = query;
  const status = queryStatus(query, 'Không tải được dải định giá.', 8);
  const available: readonly BandMultiple[] = data?.available ?? BAND_MULTIPLES;
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0 }}>
        Định giá <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Card>
        <Flex vertical gap="middle" aria-busy={query.isFetching}>
          <Flex wrap gap="middle" align="center">
            <Segmented<BandMultiple>
              aria-label="Chỉ số định giá"
              value={view.metric}
              options={available.map((metric) => ({ value: metric, label: BAND_METRIC_LABELS[metric] }))}
              onChange={(metric) => {
                setView({ metric });
              }}
            />
            <Segmented<BandYears>
              aria-label="Khoảng thời gian"
              value={view.years}
              options={YEAR_OPTIONS}
              onChange={(years) => {
                setView({ years });
              }}
            />
          </Flex>
          {status ?? (data ? <BandBody data={data} /> : null)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Mỗi phiên: giá đóng cửa của phiên so với chỉ tiêu 4 quý của quý gần nhất đã kết thúc (cùng cơ sở
            với tab Chỉ số tài chính, số cổ phiếu quy về hiện nay). Trung bình và độ lệch chuẩn (tổng thể)
            tính trên các phiên có giá trị; phiên lỗ hoặc thiếu số liệu bị bỏ, không tính là 0.
          </Typography.Text>
        </Flex>
      </Card>
    </section>
  );
}
