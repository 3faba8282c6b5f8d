import { DeleteOutlined, EditOutlined, FunctionOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ChartMetric } from '@/common/contracts/charts';
import type { FormulaDraft } from '../editor/formulaState';

// The editor (antd forms, the engine's parser, zod) loads when first opened, not with the page.
const FormulaEditorModal = dynamic(
  () => import('../editor/FormulaEditorModal').then((m) => m.FormulaEditorModal),
  { ssr: false },
);

export interface FormulaSeriesPanelProps {
  formulas: readonly ChartMetric[];
  /** Every metric on the chart (formulas included): new formulas take a colour none of them uses. */
  chartMetrics: readonly ChartMetric[];
  /** The page's ticker (none on the macro screens). */
  pageTicker?: string;
  /** No more formulas may be added (the chart holds its most metrics). */
  full: boolean;
  /** Vietnamese messages: formulas that could not be evaluated, a bad formula in the address. */
  notices: readonly string[];
  onChange: (formulas: ChartMetric[]) => void;
}

/**
 * A chart's formula series outside the section editor (financial chart, macro screens): "Thêm công
 * thức" opens the formula editor, each formula is listed with edit and remove, problems above.
 */
export function FormulaSeriesPanel({
  formulas,
  chartMetrics,
  pageTicker,
  full,
  notices,
  onChange,
}: FormulaSeriesPanelProps) {
  /** undefined: closed; null: a new formula; else the one being edited. */
  const [editing, setEditing] = useState<ChartMetric | null | undefined>(undefined);

  const submit = async (draft: FormulaDraft) => {
    const previous = editing ?? undefined;
    const { formulaMetric } = await import('../editor/formulaState');
    const metric = formulaMetric(draft, chartMetrics, previous);
    onChange(
      previous ? formulas.map((item) => (item.id === previous.id ? metric : item)) : [...formulas, metric],
    );
    setEditing(undefined);
  };

  return (
    <Flex vertical gap="small" data-testid="formula-series">
      {notices.map((message) => (
        <Alert key={message} type="warning" showIcon title={message} />
      ))}
      {formulas.length > 0 && (
        <ul aria-label="Chuỗi công thức trên biểu đồ" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {formulas.map((metric) => (
            <li key={metric.id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <FunctionOutlined aria-hidden style={{ color: metric.color }} />
              <Typography.Text strong>{metric.name}</Typography.Text>
              <Typography.Text type="secondary">= {metric.formula?.expression}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={`Sửa công thức ${metric.name ?? metric.id}`}
                onClick={() => {
                  setEditing(metric);
                }}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Bỏ công thức ${metric.name ?? metric.id}`}
                onClick={() => {
                  onChange(formulas.filter((item) => item.id !== metric.id));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        icon={<FunctionOutlined aria-hidden />}
        disabled={full}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setEditing(null);
        }}
      >
        Thêm công thức
      </Button>
      {editing !== undefined && (
        <FormulaEditorModal
          open
          pageTicker={pageTicker}
          initial={
            editing?.formula
              ? { name: editing.name ?? '', unit: editing.unit, formula: editing.formula }
              : undefined
          }
          onSubmit={(draft) => {
            void submit(draft);
          }}
          onCancel={() => {
            setEditing(undefined);
          }}
        />
      )}
    </Flex>
  );
}
