import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  ExpandOutlined,
  HolderOutlined,
  InfoCircleOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import type Highcharts from 'highcharts';
import { useMemo, useRef, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { activeRange, FINANCE_RANGE_OPTIONS } from '@/common/constants/ranges';
import type { ChartConfig } from '@/common/contracts/charts';
import { type ChartSeriesData } from '@/common/contracts/financeChart';
import { metricKey, storedMetrics } from '@/common/contracts/metricKeys';
import { useGetFinanceChartQuery } from '@/features/charts/chartsApi';
import { ChartExportMenu } from '@/features/charts/components/ChartExportMenu';
import { ExpandChartModal } from '@/features/charts/components/ExpandChartModal';
import { useFormulaFigures } from '@/features/charts/formulaFigures';
import { MetricChart } from '@/features/charts/components/MetricChart';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import { viewerRange } from '@/features/charts/rangeWindow';
import type { MetricChartInput } from '@/features/charts/types';
import { selectUnit } from '@/features/enterprise/enterpriseSlice';

export const UNTITLED_CHART = 'Biểu đồ không tên';
const EXPANDED_HEIGHT = 560;

export interface ChartCardActions {
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export interface ChartCardProps {
  chart: ChartConfig;
  ticker: string;
  /** Shows the drag handle (class chart-card-drag) in the header. */
  draggable?: boolean;
  /** Edit, duplicate and delete; none for a read-only section. */
  actions?: ChartCardActions;
}

/** The range the card opens with: the chart's own when the finance list has it, else All. */
export function initialRange(chart: Pick<ChartConfig, 'initTimeFilter'>): string {
  return FINANCE_RANGE_OPTIONS.some((option) => option.key === chart.initTimeFilter)
    ? chart.initTimeFilter
    : 'All';
}

function useChartFigures(chart: ChartConfig, ticker: string) {
  const metrics = storedMetrics(chart.metrics).map(metricKey).join(',');
  const period = chart.viewType === 'year' ? 'year' : 'quarter';
  const query = useGetFinanceChartQuery({ ticker, metrics, period }, { skip: metrics === '' });
  // Formula metrics (issue 33) are evaluated by the series route, with the page's ticker as default.
  const formulas = useFormulaFigures(chart.metrics, ticker, period);
  const series = useMemo(() => {
    const map: Record<string, ChartSeriesData | undefined> = { ...formulas.series };
    for (const item of query.data?.series ?? []) map[metricKey(item)] = item;
    return map;
  }, [query.data, formulas.series]);
  return {
    ...query,
    isLoading: (metrics !== '' && query.isLoading) || formulas.isLoading,
    refetch: () => {
      if (metrics !== '') void query.refetch();
      formulas.refetch();
    },
    formulaErrors: formulas.errors,
    series,
    hasMetrics: chart.metrics.length > 0,
  };
}

/** One chart of a section: title, range buttons, the chart filling the card, its note below. */
export function ChartCard({ chart, ticker, draggable = false, actions }: ChartCardProps) {
  const unit = useAppSelector(selectUnit);
  const [range, setRange] = useState(() => initialRange(chart));
  const [expanded, setExpanded] = useState(false);
  const chartRef = useRef<Highcharts.Chart | null>(null);
  const figures = useChartFigures(chart, ticker);
  const title = chart.chartName.trim() || UNTITLED_CHART;
  const periodType = chart.viewType === 'year' ? 'year' : 'quarter';
  // A viewer who sees fewer periods (a guest opening a shared chart) gets their own window, named,
  // and a notice saying so, never a "Tất cả" that is not all.
  const viewer = viewerRange(FINANCE_RANGE_OPTIONS, range, figures.data?.access, periodType);
  const input: MetricChartInput = {
    metrics: chart.metrics,
    series: figures.series,
    unit,
    isAutoAxis: chart.isAutoAxis,
    range: activeRange(viewer.options)?.key ?? range,
    title,
    periodType,
  };

  let body = null;
  if (figures.hasMetrics) {
    if (figures.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    else if (figures.isError)
      body = (
        <Alert
          type="error"
          showIcon
          title="Không tải được số liệu biểu đồ."
          action={
            <Button
              size="small"
              onClick={() => {
                figures.refetch();
              }}
            >
              Thử lại
            </Button>
          }
        />
      );
    else
      body = (
        <MetricChart
          {...input}
          height="100%"
          onChartReady={(instance) => {
            chartRef.current = instance;
          }}
        />
      );
  }

  return (
    <Card
      size="small"
      data-testid="chart-card"
      data-chart-id={chart.chartId}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{
        header: { minHeight: 40 },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 },
      }}
      title={
        <span
          className={draggable ? 'chart-card-drag' : undefined}
          style={{ cursor: draggable ? 'move' : undefined, display: 'inline-flex', gap: 6, maxWidth: '100%' }}
          title={title}
        >
          {draggable && <HolderOutlined aria-label="Kéo để di chuyển" />}
          <Typography.Text strong ellipsis>
            {title}
          </Typography.Text>
        </span>
      }
      extra={
        <Flex gap={2} align="center">
          {figures.hasMetrics && (
            <>
              <Tooltip title="Phóng to">
                <Button
                  type="text"
                  size="small"
                  icon={<ExpandOutlined aria-hidden />}
                  aria-label="Phóng to"
                  onClick={() => {
                    setExpanded(true);
                  }}
                />
              </Tooltip>
              <ChartExportMenu
                input={input}
                getChart={() => chartRef.current}
                fileName={`${ticker} - ${title}`}
              />
            </>
          )}
          {actions && (
            <>
              <Tooltip title="Sửa biểu đồ">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label="Sửa biểu đồ"
                  onClick={actions.onEdit}
                />
              </Tooltip>
              <Tooltip title="Nhân bản biểu đồ">
                <Button
                  type="text"
                  size="small"
                  icon={<CopyOutlined aria-hidden />}
                  aria-label="Nhân bản biểu đồ"
                  onClick={actions.onDuplicate}
                />
              </Tooltip>
              <Popconfirm
                title="Xoá biểu đồ này?"
                okText="Xoá"
                cancelText="Huỷ"
                okButtonProps={{ danger: true }}
                onConfirm={actions.onDelete}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label="Xoá biểu đồ"
                />
              </Popconfirm>
            </>
          )}
        </Flex>
      }
    >
      {figures.hasMetrics && <RangeButtons options={viewer.options} onChange={setRange} />}
      {figures.hasMetrics && viewer.notice && (
        <Typography.Text type="secondary" data-testid="chart-window-notice" style={{ fontSize: 12 }}>
          <InfoCircleOutlined aria-hidden /> {viewer.notice}
        </Typography.Text>
      )}
      {figures.formulaErrors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="chart-formula-errors"
          title={figures.formulaErrors.join(' ')}
        />
      )}
      {body && <div style={{ flex: 1, minHeight: 0 }}>{body}</div>}
      {chart.textBlockContent && (
        <Typography.Paragraph
          data-testid="chart-text-block"
          style={{
            whiteSpace: 'pre-wrap',
            margin: 0,
            overflowY: 'auto',
            flex: figures.hasMetrics ? '0 1 auto' : 1,
            maxHeight: figures.hasMetrics ? '40%' : undefined,
          }}
        >
          {chart.textBlockContent}
        </Typography.Paragraph>
      )}
      {figures.hasMetrics && (
        <ExpandChartModal
          open={expanded}
          title={title}
          onClose={() => {
            setExpanded(false);
          }}
        >
          {expanded && <MetricChart {...input} height={EXPANDED_HEIGHT} />}
        </ExpandChartModal>
      )}
    </Card>
  );
}
