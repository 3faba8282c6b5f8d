import { FunctionOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Modal, Row, Segmented, Select, Switch, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { CHART_SIZES } from '@/common/constants/charts';
import {
  CHART_MESSAGES,
  CHART_TIME_FILTERS,
  MAX_METRICS_PER_CHART,
} from '@/common/contracts/chartVocabulary';
import type { ChartConfig, ChartInput, ChartMetric } from '@/common/contracts/charts';
import {
  chartInputErrors,
  limitMessage,
  TIME_FILTER_LABELS,
  toChartInput,
  valuesFromChart,
  type ChartEditorValues,
} from './editorState';
import { formulaMetric, putFormulaMetric, type FormulaDraft } from './formulaState';
import { MetricPicker } from './MetricPicker';
import { SelectedMetricsList } from './SelectedMetricsList';

// The formula editor (date picker, the engine's parser, the preview) loads when first opened.
const FormulaEditorModal = dynamic(() => import('./FormulaEditorModal').then((m) => m.FormulaEditorModal), {
  ssr: false,
});

export interface ChartEditorModalProps {
  open: boolean;
  /** The ticker whose metric chips are offered. */
  ticker: string;
  /** The chart being edited; absent for a new chart. Its chartId and position are kept on save. */
  initial?: ChartConfig;
  /** How many metrics the chart may hold (default MAX_METRICS_PER_CHART; a limited plan may pass less). */
  maxMetrics?: number;
  /** Receives a chart that chartSchema accepts; the modal stays open (and busy) until it settles. */
  onSave: (chart: ChartInput) => void | Promise<void>;
  onCancel: () => void;
}

type BodyProps = Omit<ChartEditorModalProps, 'open' | 'maxMetrics'> & { maxMetrics: number };

const SIZE_OPTIONS = CHART_SIZES.map((size) => ({ value: size, label: `${String(size)}%` }));
const TIME_FILTER_OPTIONS = CHART_TIME_FILTERS.map((key) => ({ value: key, label: TIME_FILTER_LABELS[key] }));
const VIEW_OPTIONS = [
  { value: 'quarter', label: 'Quý' },
  { value: 'year', label: 'Năm' },
];
const SAVE_FAILED = 'Không lưu được biểu đồ, vui lòng thử lại.';

function ChartEditorBody({ ticker, initial, maxMetrics, onSave, onCancel }: BodyProps) {
  const [form] = Form.useForm<ChartEditorValues>();
  const [metrics, setMetrics] = useState<ChartMetric[]>(() => [...(initial?.metrics ?? [])]);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  /** The formula dialog: closed, a new formula (null) or the formula metric being edited. */
  const [formula, setFormula] = useState<ChartMetric | null | undefined>(undefined);

  const changeMetrics = (next: ChartMetric[]): void => {
    setMetrics(next);
    setErrors([]);
  };

  const putFormula = (draft: FormulaDraft): void => {
    const previous = formula ?? undefined;
    if (!previous && metrics.length >= maxMetrics) {
      setErrors([limitMessage(maxMetrics)]);
    } else {
      changeMetrics(putFormulaMetric(metrics, formulaMetric(draft, metrics, previous)));
    }
    setFormula(undefined);
  };

  const save = async (values: ChartEditorValues): Promise<void> => {
    const input = toChartInput(values, metrics, initial);
    const problems = chartInputErrors(input, maxMetrics);
    setErrors(problems);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      setErrors([error instanceof Error && error.message ? error.message : SAVE_FAILED]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ChartEditorValues>
      form={form}
      layout="vertical"
      initialValues={valuesFromChart(initial)}
      onFinish={(values) => void save(values)}
      disabled={saving}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="chartName"
            label="Tên biểu đồ"
            rules={[
              { required: true, whitespace: true, message: 'Vui lòng nhập tên biểu đồ' },
              { max: 200, message: CHART_MESSAGES.badChartName },
            ]}
          >
            <Input maxLength={200} placeholder="Ví dụ: Doanh thu và lợi nhuận" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="size" label="Kích thước">
            <Segmented options={SIZE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="initTimeFilter" label="Khoảng thời gian mặc định">
            <Select options={TIME_FILTER_OPTIONS} aria-label="Khoảng thời gian mặc định" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="viewType" label="Kỳ dữ liệu">
            <Segmented options={VIEW_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="isAutoAxis" label="Tự động co giãn trục" valuePropName="checked">
            <Switch aria-label="Tự động co giãn trục" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Chọn chỉ tiêu</Typography.Title>
          <MetricPicker ticker={ticker} metrics={metrics} maxMetrics={maxMetrics} onChange={changeMetrics} />
          <Button
            icon={<FunctionOutlined aria-hidden />}
            style={{ marginTop: 8 }}
            onClick={() => {
              setFormula(null);
            }}
          >
            Thêm công thức
          </Button>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>
            Chỉ tiêu đã chọn ({metrics.length}/{maxMetrics})
          </Typography.Title>
          <SelectedMetricsList metrics={metrics} onChange={changeMetrics} onEditFormula={setFormula} />
        </Col>
      </Row>
      <Form.Item name="textBlockContent" label="Ghi chú" style={{ marginTop: 16 }}>
        <Input.TextArea
          maxLength={20_000}
          rows={3}
          placeholder="Nội dung hiển thị kèm biểu đồ (không bắt buộc)"
        />
      </Form.Item>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errors.length === 1 ? errors[0] : 'Biểu đồ chưa hợp lệ'}
          description={
            errors.length > 1 ? (
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {formula !== undefined && (
        <FormulaEditorModal
          open
          pageTicker={ticker}
          initial={
            formula?.formula
              ? { name: formula.name ?? '', unit: formula.unit, formula: formula.formula }
              : undefined
          }
          onSubmit={putFormula}
          onCancel={() => {
            setFormula(undefined);
          }}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onCancel} disabled={false}>
          Huỷ
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Lưu
        </Button>
      </div>
    </Form>
  );
}

/**
 * Adds or edits one chart of a section dashboard: name, size, axis mode, default range, period
 * view, note and up to `maxMetrics` metrics. `onSave` only ever receives a valid chart.
 */
export function ChartEditorModal({
  open,
  maxMetrics = MAX_METRICS_PER_CHART,
  ...rest
}: ChartEditorModalProps) {
  return (
    <Modal
      open={open}
      title={rest.initial ? 'Sửa biểu đồ' : 'Thêm biểu đồ'}
      onCancel={rest.onCancel}
      footer={null}
      width={920}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <ChartEditorBody key={rest.initial?.chartId ?? 'new'} maxMetrics={maxMetrics} {...rest} />
    </Modal>
  );
}
