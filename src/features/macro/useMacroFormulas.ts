import { useEffect, useState } from 'react';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { readFormulas, type MacroFormulas } from './macroFormulas';

const NONE: MacroFormulas = { metrics: [], notice: null };

/**
 * The macro view's formula metrics, read from its `f` text (useMacroView): checked by the chart
 * metric schema, loaded on first use; nothing while that check runs.
 */
export function useMacroFormulas(text: string): MacroFormulas {
  const [read, setRead] = useState<{ text: string; formulas: MacroFormulas }>({ text: '', formulas: NONE });
  useEffect(() => {
    if (text === '') return;
    let live = true;
    void readFormulas(text, MAX_METRICS_PER_CHART).then((formulas) => {
      if (live) setRead({ text, formulas });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return text !== '' && read.text === text ? read.formulas : NONE;
}
