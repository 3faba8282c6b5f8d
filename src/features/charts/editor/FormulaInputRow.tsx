import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ChartMetric } from '@/common/contracts/charts';
import { metricKey } from '@/common/contracts/metricKeys';
import {
  FREQUENCY_AGGREGATIONS,
  GROUP_AGGREGATES,
  SERIES_FREQUENCIES,
  SERIES_UNITS,
  type FormulaInput,
  type SeriesTransform,
} from '@/common/seriesMath/types';
import { TickerPicker } from '@/features/chartSections/components/TickerPicker';
import { useGetWatchlistsQuery } from '@/features/watchlists/watchlistsApi';
import {
  AGGREGATION_LABELS,
  FREQUENCY_LABELS,
  GROUP_AGGREGATE_LABELS,
  SCOPE_LABELS,
  scopeOf,
  UNITS_LABELS,
  withScope,
  type InputScope,
} from './formulaState';
import { MetricPicker } from './MetricPicker';

export interface FormulaInputRowProps {
  input: FormulaInput;
  /** The page's ticker: an input without its own ticker reads it (none on the macro screens). */
  pageTicker?: string;
  /** The picked metric's name, when known (else its key is shown). */
  label?: string;
  removable: boolean;
  onChange: (input: FormulaInput, label?: string) => void;
  onRemove: () => void;
}

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));
const CATALOGUE_TICKER = 'VCB';
const SCOPES: InputScope[] = ['ticker', 'industry', 'tickers', 'watchlist'];
const PERIOD_OPTIONS = [
  { value: 'quarter', label: 'Quý' },
  { value: 'year', label: 'Năm' },
];

function WatchlistSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (id: number) => void;
}) {
  const { data, isFetching } = useGetWatchlistsQuery('formula');
  return (
    <Select<number>
      id={id}
      value={value > 0 ? value : undefined}
      placeholder="Chọn danh sách"
      loading={isFetching}
      options={(data?.lists ?? []).map((list) => ({ value: list.id, label: list.name }))}
      notFoundContent="Bạn chưa có danh sách theo dõi"
      onChange={onChange}
    />
  );
}

/** One input of a formula (a, b, c ...): its metric, its companies, period, units and frequency. */
export function FormulaInputRow({
  input,
  pageTicker,
  label,
  removable,
  onChange,
  onRemove,
}: FormulaInputRowProps) {
  const [picking, setPicking] = useState(false);
  const scope = scopeOf(input);
  const group = input.source.group;
  const ticker = input.source.ticker ?? pageTicker;
  // The metric list is the same for every ticker of a company type; without any ticker (macro
  // screens) a bank's list is offered, whose macro tab holds every macro series.
  const catalogueTicker = ticker ?? CATALOGUE_TICKER;
  const prefix = `formula-input-${input.name}`;
  const setTransform = (patch: Partial<SeriesTransform>) => {
    onChange({ ...input, transform: { ...input.transform, ...patch } });
  };
  const picked: ChartMetric[] = [];
  const pickedKey = input.source.key;
  const pickMetric = (list: ChartMetric[]) => {
    const added = list.find((metric) => metricKey(metric) !== pickedKey);
    if (!added) return;
    onChange({ ...input, source: { ...input.source, key: metricKey(added) } }, added.name);
    setPicking(false);
  };

  return (
    <Card
      size="small"
      data-testid={prefix}
      title={<Typography.Text strong>Chuỗi {input.name}</Typography.Text>}
      extra={
        removable && (
          <Button
            type="text"
            size="small"
            danger
            icon={<CloseOutlined aria-hidden />}
            aria-label={`Bỏ chuỗi ${input.name}`}
            onClick={onRemove}
          />
        )
      }
    >
      <Row gutter={12}>
        <Col xs={24}>
          <Form.Item label={`Chỉ tiêu của chuỗi ${input.name}`} style={{ marginBottom: 8 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography.Text data-testid={`${prefix}-metric`}>{label ?? pickedKey}</Typography.Text>
              <Button
                size="small"
                onClick={() => {
                  setPicking(!picking);
                }}
              >
                {picking ? 'Đóng' : 'Chọn chỉ tiêu'}
              </Button>
            </div>
          </Form.Item>
          <Form.Item
            label={`Mã chuỗi ${input.name} (nâng cao)`}
            htmlFor={`${prefix}-key`}
            tooltip="Dạng loại:mã, ví dụ statement:BALANCE_SHEET.CUSTOMER_DEPOSITS, ratio:ROE, price:close"
            style={{ marginBottom: 8 }}
          >
            <Input
              id={`${prefix}-key`}
              size="small"
              value={pickedKey}
              maxLength={90}
              onChange={(event) => {
                onChange({ ...input, source: { ...input.source, key: event.target.value.trim() } });
              }}
            />
          </Form.Item>
          {picking && (
            <div style={{ marginBottom: 12 }}>
              <MetricPicker ticker={catalogueTicker} metrics={picked} maxMetrics={2} onChange={pickMetric} />
            </div>
          )}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={`Doanh nghiệp của chuỗi ${input.name}`} htmlFor={`${prefix}-scope`}>
            <Select<InputScope>
              id={`${prefix}-scope`}
              value={scope}
              options={options(SCOPES, SCOPE_LABELS)}
              onChange={(next) => {
                onChange(withScope(input, next));
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {scope === 'ticker' && (
            <Form.Item label={`Mã của chuỗi ${input.name}`} htmlFor={`${prefix}-ticker`}>
              <TickerPicker
                id={`${prefix}-ticker`}
                ariaLabel={`Mã của chuỗi ${input.name}`}
                value={ticker}
                onChange={(next) => {
                  const { ticker: _old, ...source } = input.source;
                  onChange({ ...input, source: next === pageTicker ? source : { ...source, ticker: next } });
                }}
              />
            </Form.Item>
          )}
          {group?.kind === 'industry' && (
            <Form.Item label="Mã ngành ICB" htmlFor={`${prefix}-icb`}>
              <Input
                id={`${prefix}-icb`}
                value={group.icbCode}
                placeholder="Ví dụ 8355 (Ngân hàng)"
                onChange={(event) => {
                  onChange({
                    ...input,
                    source: { ...input.source, group: { ...group, icbCode: event.target.value.trim() } },
                  });
                }}
              />
            </Form.Item>
          )}
          {group?.kind === 'tickers' && (
            <Form.Item label="Các mã trong nhóm" htmlFor={`${prefix}-tickers`}>
              <Select<string[]>
                id={`${prefix}-tickers`}
                mode="tags"
                value={group.tickers}
                placeholder="Nhập mã, Enter để thêm"
                tokenSeparators={[',', ' ']}
                onChange={(next) => {
                  const tickers = [...new Set(next.map((item) => item.trim().toUpperCase()).filter(Boolean))];
                  onChange({ ...input, source: { ...input.source, group: { kind: 'tickers', tickers } } });
                }}
              />
            </Form.Item>
          )}
          {group?.kind === 'watchlist' && (
            <Form.Item label="Danh sách theo dõi" htmlFor={`${prefix}-watchlist`}>
              <WatchlistSelect
                id={`${prefix}-watchlist`}
                value={group.watchlistId}
                onChange={(watchlistId) => {
                  onChange({
                    ...input,
                    source: { ...input.source, group: { kind: 'watchlist', watchlistId } },
                  });
                }}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={8}>
          {group ? (
            <Form.Item label="Cách gộp nhóm" htmlFor={`${prefix}-aggregate`}>
              <Select
                id={`${prefix}-aggregate`}
                value={input.source.aggregate ?? 'sum'}
                options={options(GROUP_AGGREGATES, GROUP_AGGREGATE_LABELS)}
                onChange={(aggregate) => {
                  onChange({ ...input, source: { ...input.source, aggregate } });
                }}
              />
            </Form.Item>
          ) : (
            <Form.Item label={`Kỳ báo cáo của chuỗi ${input.name}`} htmlFor={`${prefix}-period`}>
              <Select
                id={`${prefix}-period`}
                value={input.source.periodType ?? 'quarter'}
                options={PERIOD_OPTIONS}
                onChange={(periodType: 'quarter' | 'year') => {
                  onChange({ ...input, source: { ...input.source, periodType } });
                }}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={`Đơn vị biến đổi của chuỗi ${input.name}`} htmlFor={`${prefix}-units`}>
            <Select
              id={`${prefix}-units`}
              value={input.transform?.units ?? 'lin'}
              options={options(SERIES_UNITS, UNITS_LABELS)}
              onChange={(units) => {
                setTransform({ units });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={`Quy đổi tần suất của chuỗi ${input.name}`} htmlFor={`${prefix}-frequency`}>
            <Select
              id={`${prefix}-frequency`}
              allowClear
              placeholder="Giữ nguyên"
              value={input.transform?.frequency}
              options={options(SERIES_FREQUENCIES, FREQUENCY_LABELS)}
              onChange={(frequency) => {
                setTransform({ frequency });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={`Cách quy đổi của chuỗi ${input.name}`} htmlFor={`${prefix}-aggregation`}>
            <Select
              id={`${prefix}-aggregation`}
              value={input.transform?.aggregation ?? 'avg'}
              options={options(FREQUENCY_AGGREGATIONS, AGGREGATION_LABELS)}
              onChange={(aggregation) => {
                setTransform({ aggregation });
              }}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
