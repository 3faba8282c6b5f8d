import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { FormulaSeriesPanel } from '@/features/charts/components/FormulaSeriesPanel';
import { encodeFormulas } from '../macroFormulas';
import { setFormulaText } from '../macroView';
import type { MacroChart } from '../useMacroChart';
import { useMacroView } from '../useMacroView';

/**
 * The macro chart's formula series (issue 33): the shared formula panel over the view's address
 * (`f`, macroFormulas.ts), like the rest of the view.
 */
export function MacroFormulaPanel({ chart }: { chart: MacroChart }) {
  const [, change] = useMacroView();
  const formulas = chart.formulas ?? [];
  const notices = [
    ...(chart.formulaNotice ? [chart.formulaNotice] : []),
    ...(chart.formulaFigures?.errors ?? []),
  ];
  return (
    <FormulaSeriesPanel
      formulas={formulas}
      chartMetrics={chart.input.metrics}
      full={chart.list.length + formulas.length >= MAX_METRICS_PER_CHART}
      notices={notices}
      onChange={(next) => change(setFormulaText(encodeFormulas(next)))}
    />
  );
}
