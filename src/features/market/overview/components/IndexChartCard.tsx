import { Alert, Card, Flex, Segmented, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  INDEX_CHART_RANGE_LABELS,
  INDEX_CHART_RANGES,
  MARKET_INDEX_CODES,
  MARKET_INDEX_NAMES,
  sessionDay,
  type IndexChartRange,
  type MarketIndexCode,
} from '@/common/market/marketSession';
import { queryStatus } from '@/components/QueryStatus';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { useMarketPolling } from '@/features/market/flows/useMarketPolling';
import { indexChartOptions, indexChartTable, type IndexChartInput } from '../indexChartOptions';
import { useGetIndexChartQuery, useGetIndexIntradayQuery } from '../marketApi';
import { DataCaption } from './DataCaption';

type ChartView = 'intraday' | IndexChartRange;

const VIEW_LABELS: Record<ChartView, string> = { intraday: 'Trong phiên', ...INDEX_CHART_RANGE_LABELS };

/**
 * An index's chart: the session's one-minute bars when stored for its newest day ("Trong phiên",
 * the default then), else the daily closes of a range (1T, 3T, 6T, 1N, 5N). Drawn after hydration.
 */
export function IndexChartCard() {
  const indexName = useId();
  const viewName = useId();
  const [index, setIndex] = useState<MarketIndexCode>('VNINDEX');
  const [chosen, setChosen] = useState<ChartView | null>(null);
  const pollingInterval = useMarketPolling();
  const intraday = useGetIndexIntradayQuery(index, { pollingInterval, skipPollingIfUnfocused: true });
  const hasBars = (intraday.data?.bars.length ?? 0) > 0;
  const view: ChartView = chosen ?? (hasBars || intraday.isLoading ? 'intraday' : '3M');
  const range: IndexChartRange = view === 'intraday' ? '3M' : view;
  const daily = useGetIndexChartQuery({ index, range }, { skip: view === 'intraday' });
  const name = MARKET_INDEX_NAMES[index];

  let body;
  if (view === 'intraday') {
    body = queryStatus(intraday, 'Không tải được biểu đồ trong phiên', 6);
    if (!body && intraday.data) {
      const title = `${name} trong phiên ${intraday.data.date ? sessionDay(intraday.data.date) : ''}`;
      body = hasBars ? (
        <>
          <Typography.Text data-testid="market-index-chart-label">
            {`${title} (nến 1 phút, giờ Việt Nam; đường đứt: đóng cửa phiên trước)`}
          </Typography.Text>
          <ChartView
            input={{
              name,
              kind: 'intraday',
              points: intraday.data.bars.map(([time, close]) => [time, close]),
              previousLevel: intraday.data.previousLevel,
            }}
            title={title}
          />
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          title="Chưa có dữ liệu trong phiên của chỉ số này: nguồn giá chưa gửi nến 1 phút."
        />
      );
    }
  } else {
    body = queryStatus(daily, 'Không tải được biểu đồ chỉ số', 6);
    if (!body && daily.data) {
      body =
        daily.data.points.length > 0 ? (
          <ChartView input={{ name, kind: 'daily', points: daily.data.points }} title={`${name} theo ngày`} />
        ) : (
          <Alert type="info" showIcon title="Chưa có lịch sử chỉ số: chưa đồng bộ nguồn giá." />
        );
    }
  }
  const provenance = view === 'intraday' ? intraday.data?.provenance : daily.data?.provenance;
  const views: ChartView[] = [...(hasBars ? (['intraday'] as const) : []), ...INDEX_CHART_RANGES];
  return (
    <Card title="Diễn biến chỉ số" data-testid="market-index-chart" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" wrap gap={8}>
          <Segmented<MarketIndexCode>
            name={indexName}
            aria-label="Chỉ số"
            size="small"
            value={index}
            options={MARKET_INDEX_CODES.map((code) => ({ label: MARKET_INDEX_NAMES[code], value: code }))}
            onChange={(code) => {
              setIndex(code);
              setChosen(null);
            }}
          />
          <Segmented<ChartView>
            name={viewName}
            aria-label="Khoảng thời gian"
            size="small"
            value={view}
            options={views.map((key) => ({ label: VIEW_LABELS[key], value: key }))}
            onChange={setChosen}
          />
        </Flex>
        {body}
        {provenance && <DataCaption provenance={provenance} />}
      </Flex>
    </Card>
  );
}

function ChartView({ input, title }: { input: IndexChartInput; title: string }) {
  return (
    <HighchartsView
      options={indexChartOptions(input)}
      height={280}
      title={title}
      dataTable={indexChartTable(input)}
      data-testid="market-index-chart-view"
    />
  );
}
