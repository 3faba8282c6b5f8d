import { CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useAppDispatch } from '@/application/hooks';
import { SERIES_TYPE_LABELS, type AxisSlot } from '@/common/constants/charts';
import {
  AXIS_LABELS,
  AXIS_SLOTS,
  CHART_SERIES_TYPES,
  type ChartSeriesType,
} from '@/common/contracts/chartVocabulary';
import { updateFinanceMetric, type FinanceChartMetric } from '@/features/charts/chartSlice';
import { ColorDot } from './MetricChips';

const SERIES_OPTIONS = CHART_SERIES_TYPES.map((value) => ({ value, label: SERIES_TYPE_LABELS[value] }));
const AXIS_OPTIONS = AXIS_SLOTS.map((value) => ({ value, label: AXIS_LABELS[value] }));

interface SelectedMetricListProps {
  metrics: readonly FinanceChartMetric[];
  nameOf: (key: string) => string;
  /** Keys whose figures could not be loaded. */
  failed: readonly string[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The legend under the chart: each metric's series type and axis, and a button to remove it. */
export function SelectedMetricList({ metrics, nameOf, failed, onRetry, onRemove }: SelectedMetricListProps) {
  const dispatch = useAppDispatch();
  if (metrics.length === 0) return null;

  return (
    <ul aria-label="Chỉ tiêu trên biểu đồ" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {metrics.map((metric) => {
        const name = nameOf(metric.id);
        return (
          <li key={metric.id} data-metric={metric.id} style={{ padding: '4px 0' }}>
            <Flex wrap align="center" gap="small">
              <ColorDot color={metric.color} />
              <Typography.Text strong style={{ minWidth: 160 }}>
                {name}
              </Typography.Text>
              <Select<ChartSeriesType>
                size="small"
                aria-label={`Kiểu biểu đồ của ${name}`}
                style={{ width: 150 }}
                value={metric.seriesType}
                options={SERIES_OPTIONS}
                onChange={(seriesType) => dispatch(updateFinanceMetric({ id: metric.id, seriesType }))}
              />
              <Select<AxisSlot>
                size="small"
                aria-label={`Trục của ${name}`}
                style={{ width: 96 }}
                value={metric.axis}
                options={AXIS_OPTIONS}
                onChange={(axis) => dispatch(updateFinanceMetric({ id: metric.id, axis }))}
              />
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`Bỏ ${name}`}
                onClick={() => {
                  onRemove(metric.id);
                }}
              />
              {failed.includes(metric.id) && (
                <Typography.Text type="warning" role="status">
                  <WarningOutlined aria-hidden /> Không tải được số liệu của chỉ tiêu {name}.{' '}
                  <Button
                    size="small"
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() => {
                      onRetry(metric.id);
                    }}
                  >
                    Thử lại
                  </Button>
                </Typography.Text>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
