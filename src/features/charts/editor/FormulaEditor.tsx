import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import {
  formulaSpecSchema,
  MAX_FORMULA_LENGTH,
  type SeriesEvaluateRequest,
} from '@/common/contracts/seriesMath';
import { FREQUENCY_NOUN } from '@/common/seriesMath';
import type { FormulaInput, FormulaSpec } from '@/common/seriesMath/types';
import { selectUnit } from '@/features/enterprise/enterpriseSlice';
import { MetricChart } from '../components/MetricChart';
import { formulaChartSeries, formulaRefusal, useEvaluateFormulaQuery } from '../formulaFigures';
import { FormulaInputRow } from './FormulaInputRow';
import {
  cleanFormula,
  convertInputsTo,
  EMPTY_FORMULA,
  expressionError,
  formulaMetric,
  newInput,
  type FormulaDraft,
} from './formulaState';

export interface FormulaEditorProps {
  /** The page's ticker: inputs without their own ticker read it (none on the macro screens). */
  pageTicker?: string;
  initial?: FormulaDraft;
  onSubmit: (draft: FormulaDraft) => void;
  onCancel: () => void;
  submitLabel?: string;
}

const PREVIEW_DELAY_MS = 500;
const NAME_REQUIRED = 'Đặt tên cho chuỗi công thức (hiện trong chú thích)';

function useDebounced<T>(value: T, delay: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setCurrent(value);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delay]);
  return current;
}

function FormulaPreview({
  draft,
  checked,
  pageTicker,
  onConvert,
}: {
  draft: FormulaDraft;
  /** The draft's formula as formulaSpecSchema read it. */
  checked: SeriesEvaluateRequest['formula'];
  pageTicker?: string;
  onConvert: (spec: FormulaSpec) => void;
}) {
  const unit = useAppSelector(selectUnit);
  const formula = useDebounced(checked, PREVIEW_DELAY_MS);
  const query = useEvaluateFormulaQuery(pageTicker ? { formula, defaultTicker: pageTicker } : { formula });
  const metric = useMemo(
    () => formulaMetric({ ...draft, name: draft.name.trim() || formula.expression, formula }, []),
    [draft, formula],
  );
  if (query.isError) {
    const refusal = formulaRefusal(query.error);
    const offer = refusal?.code === 'frequency_mismatch' ? refusal.offerFrequency : undefined;
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="formula-preview-error"
        title={refusal?.message ?? 'Không tính được công thức.'}
        action={
          offer && (
            <Button
              size="small"
              onClick={() => {
                onConvert(convertInputsTo(draft.formula, offer));
              }}
            >
              Quy đổi tất cả về {FREQUENCY_NOUN[offer]}
            </Button>
          )
        }
      />
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const series = { [`formula:${metric.id}`]: formulaChartSeries(metric, query.data) };
  return (
    <div style={{ height: 260 }} data-testid="formula-preview">
      <MetricChart
        metrics={[metric]}
        series={series}
        unit={unit}
        isAutoAxis
        range="All"
        title={metric.name}
        height={260}
      />
    </div>
  );
}

/**
 * Builds one formula series: inputs a, b, c ... (a metric of a ticker or of a group, with period,
 * units and frequency conversion), the expression checked live by the engine's parser, a moving
 * average, a rebase date and a live preview. Submits a draft that formulaSpecSchema accepts.
 */
export function FormulaEditor({
  pageTicker,
  initial,
  onSubmit,
  onCancel,
  submitLabel = 'Thêm vào biểu đồ',
}: FormulaEditorProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [unitLabel, setUnitLabel] = useState(initial?.unit ?? '');
  const [spec, setSpec] = useState<FormulaSpec>(initial?.formula ?? EMPTY_FORMULA);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const parseError = expressionError(spec.expression, spec.inputs);
  const draft: FormulaDraft = { name, unit: unitLabel, formula: spec };
  const specCheck = formulaSpecSchema.safeParse(cleanFormula(spec));

  const changeInput = (index: number, input: FormulaInput, label?: string) => {
    setSpec({ ...spec, inputs: spec.inputs.map((item, at) => (at === index ? input : item)) });
    if (label) setLabels({ ...labels, [input.name]: label });
  };
  const addInput = () => {
    const input = newInput(spec.inputs);
    if (input) setSpec({ ...spec, inputs: [...spec.inputs, input] });
  };
  const submit = () => {
    const messages = [
      ...(name.trim() ? [] : [NAME_REQUIRED]),
      ...(parseError ? [parseError] : []),
      ...(specCheck.success ? [] : specCheck.error.issues.map((issue) => issue.message)),
    ];
    setProblems([...new Set(messages)]);
    if (messages.length === 0)
      onSubmit({ name: name.trim(), unit: unitLabel.trim() || undefined, formula: cleanFormula(spec) });
  };

  return (
    <Form layout="vertical" component="div" data-testid="formula-editor">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="Tên chuỗi công thức" htmlFor="formula-name" required>
            <Input
              id="formula-name"
              maxLength={200}
              value={name}
              placeholder="Ví dụ: Cho vay / tiền gửi"
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Đơn vị hiển thị" htmlFor="formula-unit">
            <Input
              id="formula-unit"
              maxLength={40}
              value={unitLabel}
              placeholder="Ví dụ: lần, %, tỷ đồng"
              onChange={(event) => {
                setUnitLabel(event.target.value);
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 12 }}>
        {spec.inputs.map((input, index) => (
          <FormulaInputRow
            key={input.name}
            input={input}
            pageTicker={pageTicker}
            label={labels[input.name]}
            removable={spec.inputs.length > 1}
            onChange={(next, label) => {
              changeInput(index, next, label);
            }}
            onRemove={() => {
              setSpec({ ...spec, inputs: spec.inputs.filter((_, at) => at !== index) });
            }}
          />
        ))}
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={addInput}
          disabled={newInput(spec.inputs) === null}
          style={{ alignSelf: 'flex-start' }}
        >
          Thêm chuỗi
        </Button>
      </div>
      <Form.Item
        label="Công thức"
        htmlFor="formula-expression"
        validateStatus={parseError ? 'error' : undefined}
        help={parseError ?? 'Dùng tên chuỗi (a, b, c ...), + - * / ^, ngoặc và log(), abs(), exp()'}
      >
        <Input
          id="formula-expression"
          maxLength={MAX_FORMULA_LENGTH}
          value={spec.expression}
          placeholder="Ví dụ: a/b"
          onChange={(event) => {
            setSpec({ ...spec, expression: event.target.value });
          }}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item label="Trung bình trượt (số kỳ)" htmlFor="formula-moving-average">
            <InputNumber
              id="formula-moving-average"
              min={2}
              max={500}
              precision={0}
              value={spec.movingAverage ?? null}
              placeholder="Không dùng"
              style={{ width: '100%' }}
              onChange={(value) => {
                setSpec({ ...spec, movingAverage: value ?? undefined });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Quy về 100 tại ngày" htmlFor="formula-rebase">
            <DatePicker
              id="formula-rebase"
              format="YYYY-MM-DD"
              value={spec.rebaseDate ? dayjs(spec.rebaseDate) : null}
              placeholder="Không dùng"
              style={{ width: '100%' }}
              onChange={(value) => {
                setSpec({ ...spec, rebaseDate: value ? value.format('YYYY-MM-DD') : undefined });
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Xem trước</Typography.Title>
      {!parseError && specCheck.success ? (
        <FormulaPreview draft={draft} checked={specCheck.data} pageTicker={pageTicker} onConvert={setSpec} />
      ) : (
        <Typography.Text type="secondary">Sửa công thức để xem trước.</Typography.Text>
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="Công thức chưa hợp lệ"
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>Huỷ</Button>
        <Button type="primary" onClick={submit}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
