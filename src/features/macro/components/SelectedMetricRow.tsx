import { CloseOutlined, LockOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { minimumPlanFor, planLabel } from '@/common/access/accessTable';
import { SERIES_TYPE_LABELS, type AxisSlot } from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import { SERIES_PALETTE } from '@/common/constants/palette';
import {
  AXIS_LABELS,
  AXIS_SLOTS,
  CHART_SERIES_TYPES,
  type ChartSeriesType,
} from '@/common/contracts/chartVocabulary';
import type { MacroValueType } from '@/common/macroMenu';
import { PlanOfferLink } from '@/features/access/PlanOfferLink';
import type { DescribedError } from '@/lib/httpErrors';
import { PERIOD_LABELS, VALUE_TYPE_LABELS, valueTypesAt, type SeriesRef } from '../macroMetrics';
import { groupPermission } from '../macroPages';
import type { MacroSelectedMetric } from '../macroSelection';
import { changePeriod, changeValueType, removeMetrics, setAxis, setColor, setSeriesType } from '../macroView';
import { useMacroView } from '../useMacroView';

const SERIES_OPTIONS = CHART_SERIES_TYPES.map((value) => ({ value, label: SERIES_TYPE_LABELS[value] }));
const AXIS_OPTIONS = AXIS_SLOTS.map((value) => ({ value, label: AXIS_LABELS[value] }));

export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      data-color={color}
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: color,
        verticalAlign: 'middle',
        flex: 'none',
      }}
    />
  );
}

const COLOR_OPTIONS = SERIES_PALETTE.map((color) => ({ value: color, label: <ColorDot color={color} /> }));

interface SelectedMetricRowProps {
  metric: MacroSelectedMetric;
  name: string;
  /** Its series in the menu (undefined when the menu on screen does not list it). */
  seriesRef: SeriesRef | undefined;
  error: DescribedError | undefined;
  onRetry: () => void;
}

function RowError({
  error,
  groupId,
  onRetry,
}: {
  error: DescribedError;
  groupId: string;
  onRetry: () => void;
}) {
  if (error.kind === 'forbidden') {
    // No plan needed: a free account opens it (the visitor is a guest).
    const plan = minimumPlanFor(groupPermission(groupId));
    return (
      <Typography.Text type="secondary" role="status">
        <LockOutlined aria-hidden />{' '}
        {plan ? `Chỉ tiêu này cần gói ${planLabel(plan)}.` : 'Chỉ tiêu này mở cho tài khoản miễn phí.'}{' '}
        <PlanOfferLink plan={plan} />
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="warning" role="status">
      <WarningOutlined aria-hidden /> Không tải được số liệu.{' '}
      <Button size="small" type="link" style={{ padding: 0 }} onClick={onRetry}>
        Thử lại
      </Button>
    </Typography.Text>
  );
}

/** One metric under the chart: colour, name, period, value type, series type, axis, remove. */
export function SelectedMetricRow({ metric, name, seriesRef, error, onRetry }: SelectedMetricRowProps) {
  const [, dispatch] = useMacroView();
  const { extendID } = metric;
  const series = seriesRef?.series;
  const periods: MacroFrequency[] = series?.periods.length ? series.periods : [metric.period];
  const valueTypes: MacroValueType[] = series ? valueTypesAt(series, metric.period) : [metric.typeValue];
  if (!valueTypes.includes(metric.typeValue)) valueTypes.push(metric.typeValue);

  const onPeriod = (period: MacroFrequency) => {
    const allowed = series ? valueTypesAt(series, period) : [metric.typeValue];
    const valueType = allowed.includes(metric.typeValue) ? undefined : 'value';
    dispatch(changePeriod(valueType ? { extendID, period, valueType } : { extendID, period }));
  };

  return (
    <li data-testid="macro-selected-metric" data-extend-id={extendID} style={{ padding: '4px 0' }}>
      <Flex wrap align="center" gap="small">
        <Select<string>
          size="small"
          aria-label={`Màu của ${name}`}
          style={{ width: 64 }}
          value={metric.seriesColor}
          options={COLOR_OPTIONS}
          labelRender={() => <ColorDot color={metric.seriesColor} />}
          onChange={(color) => dispatch(setColor({ extendID, color }))}
        />
        <Typography.Text strong style={{ minWidth: 160, maxWidth: 320 }} ellipsis={{ tooltip: name }}>
          {name}
        </Typography.Text>
        <Select<MacroFrequency>
          size="small"
          aria-label={`Kỳ của ${name}`}
          style={{ width: 90 }}
          value={metric.period}
          options={periods.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          onChange={onPeriod}
        />
        <Select<MacroValueType>
          size="small"
          aria-label={`Loại giá trị của ${name}`}
          style={{ width: 200 }}
          value={metric.typeValue}
          options={valueTypes.map((value) => ({ value, label: VALUE_TYPE_LABELS[value] }))}
          onChange={(valueType) => dispatch(changeValueType({ extendID, valueType }))}
        />
        <Select<ChartSeriesType>
          size="small"
          aria-label={`Kiểu biểu đồ của ${name}`}
          style={{ width: 140 }}
          value={metric.chartType}
          options={SERIES_OPTIONS}
          onChange={(chartType) => dispatch(setSeriesType({ extendID, chartType }))}
        />
        <Select<AxisSlot>
          size="small"
          aria-label={`Trục của ${name}`}
          style={{ width: 90 }}
          value={metric.axisIdx}
          options={AXIS_OPTIONS}
          onChange={(axis) => dispatch(setAxis({ extendID, axis }))}
        />
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={`Bỏ ${name}`}
          onClick={() => dispatch(removeMetrics([extendID]))}
        />
        {error && <RowError error={error} groupId={seriesRef?.indicator.groupId ?? 'VN'} onRetry={onRetry} />}
      </Flex>
    </li>
  );
}
