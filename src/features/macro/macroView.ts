import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isPaletteColor, normalizeColor } from '@/common/charts/colors';
import type { AxisSlot, ChartSize, MacroViewMode } from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import type { ChartSeriesType } from '@/common/contracts/charts';
import type { MacroValueType } from '@/common/macroMenu';
import {
  addOrRemove,
  initialMacroView,
  rewrite,
  type MacroSelectedMetric,
  type MacroView,
  type ToggleArgs,
} from './macroSelection';

/**
 * The changes a user makes to the macro view, as a reducer over the view the address holds. It is
 * not part of the store: useMacroView (useMacroView.ts) reads the view from the URL, runs one of
 * these actions on it and writes the result back to the URL, which stays the one source of truth.
 * Any change of the selection ends the wait for the page's default series.
 */

function update(view: MacroView, extendID: string, change: Partial<MacroSelectedMetric>): void {
  const metric = view.selectedMetricList.find((item) => item.extendID === extendID);
  if (metric) Object.assign(metric, change);
}

export const macroView = createSlice({
  name: 'macroView',
  initialState: initialMacroView,
  reducers: {
    /** Adds a metric, or removes it when already selected (spec section 4). */
    toggleMetric(view, action: PayloadAction<ToggleArgs>) {
      addOrRemove(view, action.payload);
      view.awaitingDefault = false;
    },
    /** The page's default: selects `extendID` (null: nothing) if the page still waits for one. */
    applyDefaultMetric(view, action: PayloadAction<{ extendID: string; metricName?: string } | null>) {
      if (!view.awaitingDefault) return;
      view.awaitingDefault = false;
      if (action.payload && view.selectedMetricList.length === 0) addOrRemove(view, action.payload);
    },
    /** Removes these metrics (those not selected are ignored). */
    removeMetrics(view, action: PayloadAction<readonly string[]>) {
      for (const extendID of action.payload) {
        if (view.selectedMetricList.some((metric) => metric.extendID === extendID)) {
          addOrRemove(view, { extendID });
        }
      }
      view.awaitingDefault = false;
    },
    changePeriod(
      view,
      action: PayloadAction<{ extendID: string; period: MacroFrequency; valueType?: MacroValueType }>,
    ) {
      const { extendID, period, valueType } = action.payload;
      rewrite(view, extendID, valueType ? { period, valueType } : { period });
    },
    changeValueType(view, action: PayloadAction<{ extendID: string; valueType: MacroValueType }>) {
      rewrite(view, action.payload.extendID, { valueType: action.payload.valueType });
    },
    setSeriesType(view, action: PayloadAction<{ extendID: string; chartType: ChartSeriesType }>) {
      update(view, action.payload.extendID, { chartType: action.payload.chartType });
    },
    setAxis(view, action: PayloadAction<{ extendID: string; axis: AxisSlot }>) {
      update(view, action.payload.extendID, { axisIdx: action.payload.axis });
    },
    /** Only palette colours are kept (they travel in the URL as palette positions). */
    setColor(view, action: PayloadAction<{ extendID: string; color: string }>) {
      if (!isPaletteColor(action.payload.color)) return;
      update(view, action.payload.extendID, { seriesColor: normalizeColor(action.payload.color) });
    },
    setSelectedSize(view, action: PayloadAction<ChartSize>) {
      view.selectedSize = action.payload;
    },
    setAutoAxis(view, action: PayloadAction<boolean>) {
      view.isAutoAxis = action.payload;
    },
    setViewType(view, action: PayloadAction<MacroViewMode>) {
      view.viewType = action.payload;
    },
    setRange(view, action: PayloadAction<string>) {
      view.range = action.payload;
    },
    setSamePeriodMetric(view, action: PayloadAction<string | null>) {
      view.samePeriodMetric = action.payload;
    },
    /** The formula series, encoded (macroFormulas.ts encodeFormulas; '' removes them all). */
    setFormulaText(view, action: PayloadAction<string>) {
      view.formulaText = action.payload;
    },
  },
});

export type MacroViewAction = ReturnType<(typeof macroView.actions)[keyof typeof macroView.actions]>;

export const {
  toggleMetric,
  applyDefaultMetric,
  removeMetrics,
  changePeriod,
  changeValueType,
  setSeriesType,
  setAxis,
  setColor,
  setSelectedSize,
  setAutoAxis,
  setViewType,
  setRange,
  setSamePeriodMetric,
  setFormulaText,
} = macroView.actions;
