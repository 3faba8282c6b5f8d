import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, FunctionOutlined } from '@ant-design/icons';
import { Button, Empty, Select, Typography } from 'antd';
import { normalizeColor } from '@/common/charts/colors';
import { AXIS_SLOTS, CHART_SERIES_TYPES } from '@/common/contracts/chartVocabulary';
import type { ChartMetric } from '@/common/contracts/charts';
import { SERIES_TYPE_LABELS, type AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { isFormulaMetric, metricKey } from '@/common/contracts/metricKeys';
import { AXIS_LABELS, moveMetric, removeMetric, updateMetric } from './editorState';

export interface SelectedMetricsListProps {
  /** The chart's metrics, in legend order. */
  metrics: readonly ChartMetric[];
  onChange: (metrics: ChartMetric[]) => void;
  /** Opens a formula metric in the formula editor (issue 33); without it there is no edit button. */
  onEditFormula?: (metric: ChartMetric) => void;
}

/** The colours offered in the colour picker (the metric's own colour is added when further down). */
export const PICKER_COLORS = SERIES_PALETTE.slice(0, 24);

const SERIES_OPTIONS = CHART_SERIES_TYPES.map((type) => ({ value: type, label: SERIES_TYPE_LABELS[type] }));
const AXIS_OPTIONS = AXIS_SLOTS.map((slot) => ({ value: slot, label: AXIS_LABELS[slot] }));

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: 3,
        background: color,
        verticalAlign: 'middle',
      }}
    />
  );
}

function colorOptions(current: string) {
  const colors = PICKER_COLORS.includes(current) ? PICKER_COLORS : [current, ...PICKER_COLORS];
  return colors.map((color) => ({ value: color, title: color, label: <Swatch color={color} /> }));
}

/**
 * One row per chosen metric: colour, name, series type, axis slot, move up or down, remove.
 * Every change gives the whole new list to `onChange`.
 */
export function SelectedMetricsList({ metrics, onChange, onEditFormula }: SelectedMetricsListProps) {
  if (metrics.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa chọn chỉ tiêu nào" />;
  }
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Chỉ tiêu đã chọn">
      {metrics.map((metric, index) => {
        const key = metricKey(metric);
        const name = metric.name ?? metric.id;
        const color = normalizeColor(metric.color);
        return (
          <li
            key={key}
            data-testid={`selected-metric-${key}`}
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', flexWrap: 'wrap' }}
          >
            <Select
              aria-label={`Màu của ${name}`}
              size="small"
              style={{ width: 64 }}
              value={color}
              options={colorOptions(color)}
              popupMatchSelectWidth={false}
              onChange={(value: string) => {
                onChange(updateMetric(metrics, key, { color: value }));
              }}
            />
            <Typography.Text style={{ flex: '1 1 160px', minWidth: 0 }} ellipsis={{ tooltip: name }}>
              {name}
            </Typography.Text>
            <Select
              aria-label={`Kiểu biểu đồ của ${name}`}
              size="small"
              style={{ width: 140 }}
              value={metric.seriesType}
              options={SERIES_OPTIONS}
              onChange={(value) => {
                onChange(updateMetric(metrics, key, { seriesType: value }));
              }}
            />
            <Select
              aria-label={`Trục của ${name}`}
              size="small"
              style={{ width: 90 }}
              value={metric.axis}
              options={AXIS_OPTIONS}
              onChange={(value: AxisSlot) => {
                onChange(updateMetric(metrics, key, { axis: value }));
              }}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={`Chuyển ${name} lên`}
              disabled={index === 0}
              onClick={() => {
                onChange(moveMetric(metrics, key, -1));
              }}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={`Chuyển ${name} xuống`}
              disabled={index === metrics.length - 1}
              onClick={() => {
                onChange(moveMetric(metrics, key, 1));
              }}
            />
            {onEditFormula && isFormulaMetric(metric) && (
              <Button
                size="small"
                type="text"
                icon={<FunctionOutlined aria-hidden />}
                aria-label={`Sửa công thức ${name}`}
                onClick={() => {
                  onEditFormula(metric);
                }}
              />
            )}
            <Button
              size="small"
              type="text"
              danger
              icon={<CloseOutlined aria-hidden />}
              aria-label={`Bỏ ${name}`}
              onClick={() => {
                onChange(removeMetric(metrics, key));
              }}
            />
          </li>
        );
      })}
    </ol>
  );
}
