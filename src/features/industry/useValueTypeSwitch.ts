import { useMemo, useState } from 'react';
import type { IndustryChartLine, IndustryIndicator } from '@/common/contracts/industry';
import { initialValueType, linesAt, offersYoy, type IndustryValueType } from './industryCharts';

export interface ValueTypeSwitch {
  valueType: IndustryValueType;
  setValueType: (valueType: IndustryValueType) => void;
  /** The indicator's lines at the chosen value type (extendIDs rewritten). */
  lines: IndustryChartLine[];
  /** Whether the card shows the Giá trị / So với cùng kỳ switch (the indicator offers yoy). */
  canSwitch: boolean;
}

/** The level or change switch of an indicator card. */
export function useValueTypeSwitch(indicator: IndustryIndicator): ValueTypeSwitch {
  const [valueType, setValueType] = useState<IndustryValueType>(() => initialValueType(indicator.lines));
  const lines = useMemo(() => linesAt(indicator.lines, valueType), [indicator.lines, valueType]);
  return { valueType, setValueType, lines, canSwitch: offersYoy(indicator) };
}
