import { Alert, Card, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { FlowInvestor, MarketFlowsResponse } from '@/common/contracts/marketFlows';
import {
  FLOW_TOP_COUNT,
  FLOW_WINDOW_KEYS,
  FLOW_WINDOWS,
  type FlowWindow,
} from '@/common/market/foreignFlows';
import { dataCaption, sessionDay } from '@/common/market/marketSession';
import { RetryAlert } from '@/components/RetryAlert';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { categoryTable } from '@/features/charts/options/categoryCharts';
import { flowChartOptions } from '../foreignFlowChart';
import { useGetMarketFlowsQuery } from '../marketFlowsApi';
import { useMarketPolling } from '../useMarketPolling';
import { FlowTopTable } from './FlowTopTable';

const INVESTOR_LABELS: Record<FlowInvestor, string> = { foreign: 'Khối ngoại', proprietary: 'Tự doanh' };
const INVESTOR_OPTIONS = (Object.keys(INVESTOR_LABELS) as FlowInvestor[]).map((value) => ({
  value,
  label: INVESTOR_LABELS[value],
}));
const WINDOW_NAMES: Record<FlowWindow, string> = { '1D': '1 ngày', '1W': '1 tuần', '1M': '1 tháng' };
const WINDOW_OPTIONS = FLOW_WINDOW_KEYS.map((value) => ({
  value,
  label: `${WINDOW_NAMES[value]} (${FLOW_WINDOWS[value]} phiên)`,
}));

const NO_PROPRIETARY =
  'Nguồn dữ liệu hiện tại không có số liệu giao dịch tự doanh (của công ty chứng khoán) cho phiên nào.';

function missingNote(dates: readonly string[], investor: FlowInvestor): string | null {
  if (dates.length === 0) return null;
  const who = investor === 'foreign' ? 'khối ngoại' : 'tự doanh';
  return `${dates.length} phiên không có dữ liệu ${who} (không tính là 0): ${dates.map(sessionDay).join(', ')}.`;
}

function FlowsBody({ data }: { data: MarketFlowsResponse }) {
  const who = data.investor === 'foreign' ? 'khối ngoại' : 'tự doanh';
  const title = `Giá trị mua ròng của ${who} theo phiên (${data.sessions.length} phiên gần nhất, tỷ đồng)`;
  const options = useMemo(() => flowChartOptions(data.sessions, title), [data.sessions, title]);
  const table = useMemo(() => categoryTable(options, 'Phiên'), [options]);
  const chartNote = missingNote(data.sessionsWithoutData, data.investor);
  const windowNote = missingNote(data.windowSessionsWithoutData, data.investor);
  const range =
    data.windowFrom && data.windowTo
      ? data.windowFrom === data.windowTo
        ? `phiên ${sessionDay(data.windowTo)}`
        : `${data.windowSessions} phiên, từ ${sessionDay(data.windowFrom)} đến ${sessionDay(data.windowTo)}`
      : 'chưa có phiên nào';
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{title}</Typography.Text>
      <HighchartsView
        options={options}
        height={240}
        dataTable={table}
        title={title}
        data-testid="market-flows-chart"
      />
      {chartNote && <Typography.Text type="secondary">{chartNote}</Typography.Text>}
      <Typography.Text>{`Theo mã, ${range}: ${FLOW_TOP_COUNT} mã mua ròng và bán ròng nhiều nhất (tỷ đồng).`}</Typography.Text>
      {windowNote && <Typography.Text type="secondary">{windowNote}</Typography.Text>}
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <FlowTopTable
            title="Mua ròng nhiều nhất"
            rows={data.topBuy}
            windowSessions={data.windowSessions}
            data-testid="market-flows-top-buy"
          />
        </Col>
        <Col xs={24} md={12}>
          <FlowTopTable
            title="Bán ròng nhiều nhất"
            rows={data.topSell}
            windowSessions={data.windowSessions}
            data-testid="market-flows-top-sell"
          />
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * Foreign investors' (or proprietary desks') net buying (GET /api/market/foreign): the whole market
 * per session as a column chart, and the top net buyers and sellers over 1, 5 or 22 sessions.
 */
export function ForeignFlowsCard() {
  const [investor, setInvestor] = useState<FlowInvestor>('foreign');
  const [flowWindow, setFlowWindow] = useState<FlowWindow>('1D');
  const pollingInterval = useMarketPolling();
  const flows = useGetMarketFlowsQuery(
    { window: flowWindow, investor },
    { pollingInterval, skipPollingIfUnfocused: true },
  );
  const data = flows.currentData;

  let body;
  if (flows.isError) {
    body = (
      <RetryAlert
        title="Không tải được dữ liệu giao dịch."
        retrying={flows.isFetching}
        onRetry={() => {
          void flows.refetch();
        }}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!data.hasData) {
    body = (
      <Alert
        type="info"
        showIcon
        title={investor === 'proprietary' ? NO_PROPRIETARY : 'Chưa có dữ liệu giao dịch khối ngoại.'}
      />
    );
  } else {
    body = <FlowsBody data={data} />;
  }

  return (
    <Card
      title="Khối ngoại và tự doanh"
      data-testid="market-flows"
      extra={
        <Segmented<FlowInvestor>
          options={INVESTOR_OPTIONS}
          value={investor}
          onChange={setInvestor}
          aria-label="Nhà đầu tư"
        />
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={12}>
        <Segmented<FlowWindow>
          options={WINDOW_OPTIONS}
          value={flowWindow}
          onChange={setFlowWindow}
          aria-label="Khoảng thời gian"
        />
        {body}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {'Giá trị ròng = giá trị mua − giá trị bán; 1 tuần = 5 phiên, 1 tháng = 22 phiên giao dịch. '}
          {data ? dataCaption(data) : null}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
