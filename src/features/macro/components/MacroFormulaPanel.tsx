import { DeleteOutlined, EditOutlined, FunctionOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import type { ChartMetric } from '@/common/contracts/charts';
import type { FormulaDraft } from '@/features/charts/editor/formulaState';
import { encodeFormulas } from '../macroFormulas';
import { setFormulaText } from '../macroView';
import type { MacroChart } from '../useMacroChart';
import { useMacroView } from '../useMacroView';

// The editor (antd forms, the engine's parser, zod) loads when first opened, not with the page.
const FormulaEditorModal = dynamic(
  () => import('@/features/charts/editor/FormulaEditorModal').then((m) => m.FormulaEditorModal),
  { ssr: false },
);

/** Builds the formula metric of a draft (the editor's own rules, loaded with it). */
async function toMetric(draft: FormulaDraft, list: readonly ChartMetric[], previous?: ChartMetric) {
  const { formulaMetric } = await import('@/features/charts/editor/formulaState');
  return formulaMetric(draft, list, previous);
}

/**
 * The macro chart's formula series (issue 33): "Thêm công thức" opens the chart editor's formula
 * dialog; each formula is listed with edit and remove; a bad one in the address is named. The list
 * lives in the address (`f`, macroFormulas.ts) like the rest of the view.
 */
export function MacroFormulaPanel({ chart }: { chart: MacroChart }) {
  const [, change] = useMacroView();
  /** undefined: closed; null: a new formula; else the one being edited. */
  const [editing, setEditing] = useState<ChartMetric | null | undefined>(undefined);
  const formulas = chart.formulas ?? [];
  const full = chart.list.length + formulas.length >= MAX_METRICS_PER_CHART;

  const write = (next: readonly ChartMetric[]) => change(setFormulaText(encodeFormulas(next)));
  const submit = async (draft: FormulaDraft) => {
    const previous = editing ?? undefined;
    const metric = await toMetric(draft, [...chart.input.metrics], previous);
    write(
      previous ? formulas.map((item) => (item.id === previous.id ? metric : item)) : [...formulas, metric],
    );
    setEditing(undefined);
  };

  return (
    <Flex vertical gap="small" data-testid="macro-formulas">
      {chart.formulaNotice && <Alert type="warning" showIcon title={chart.formulaNotice} />}
      {(chart.formulaFigures?.errors ?? []).map((message) => (
        <Alert key={message} type="warning" showIcon title={message} />
      ))}
      {formulas.length > 0 && (
        <ul aria-label="Chuỗi công thức trên biểu đồ" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {formulas.map((metric) => (
            <li key={metric.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
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
                  write(formulas.filter((item) => item.id !== metric.id));
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
