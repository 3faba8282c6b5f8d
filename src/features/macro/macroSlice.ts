import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate } from '@/application/hydrate';
import { isPaletteColor, normalizeColor } from '@/common/charts/colors';
import type { AxisSlot, ChartSize, MacroViewMode } from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import type { ChartSeriesType } from '@/common/contracts/charts';
import { DEFAULT_MACRO_METRIC_ID, type MacroValueType } from '@/common/macroMenu';
import { addOrRemove, rewrite, type ToggleArgs } from './macroSelection';

export { newSelectedMetric } from './macroSelection';

/**
 * UI state of the macro screens (spec section 3, macro state). The spec's server data live in RTK
 * Query (macroApi.ts): macroMenu, macroMetrics and metricOptions are getMacroMenu's answer (the tree,
 * its indicators and each indicator's series), timeSeriesData and samePeriodData / metricListData are
 * getMetricData's answers per selected metric. What stays here is what the user chose.
 */

/** One metric on the chart (spec section 3, "Selected metric"). */
export interface MacroSelectedMetric {
  /** `<menuItemId>-<seriesId>-<period>-<valueType>` (src/common/macro/extendId.ts). */
  extendID: string;
  chartType: ChartSeriesType;
  /** The series' name when known ('' when it came from a link; the screen looks it up). */
  metricName: string;
  axisIdx: AxisSlot;
  seriesColor: string;
  period: MacroFrequency;
  typeValue: MacroValueType;
}

export interface MacroState {
  /** The static menu child on screen ("<group>-<child>", default 1-1). */
  currentMetric: string;
  /** The current indicator's own frequency, once its menu entry is known. */
  currentPeriod: MacroFrequency | null;
  selectedMetricList: MacroSelectedMetric[];
  /** The chart card's width in % of the content area. */
  selectedSize: ChartSize;
  isAutoAxis: boolean;
  viewType: MacroViewMode;
  searchText: string;
  /** The active range key (MACRO_RANGE_OPTIONS / MACRO_LONG_RANGE_OPTIONS). */
  range: string;
  /** The selected metric the same-period view draws; null: the first one. */
  samePeriodMetric: string | null;
  /** True while the page waits to select its indicator's first series (the URL named no selection). */
  awaitingDefault: boolean;
}

export const DEFAULT_MACRO_SIZE: ChartSize = 50;
export const DEFAULT_MACRO_RANGE = 'All';

export const initialMacroState: MacroState = {
  currentMetric: DEFAULT_MACRO_METRIC_ID,
  currentPeriod: null,
  selectedMetricList: [],
  selectedSize: DEFAULT_MACRO_SIZE,
  isAutoAxis: true,
  viewType: 'TIME_SERIES',
  searchText: '',
  range: DEFAULT_MACRO_RANGE,
  samePeriodMetric: null,
  awaitingDefault: true,
};

function update(state: MacroState, extendID: string, change: Partial<MacroSelectedMetric>): void {
  const metric = state.selectedMetricList.find((item) => item.extendID === extendID);
  if (metric) Object.assign(metric, change);
}

export const macroSlice = createSlice({
  name: 'macro',
  initialState: initialMacroState,
  reducers: {
    setCurrentMetric(state, action: PayloadAction<{ id: string; period?: MacroFrequency | null }>) {
      state.currentMetric = action.payload.id;
      state.currentPeriod = action.payload.period ?? null;
    },
    /** Adds a metric, or removes it when already selected (spec section 4). */
    toggleMetric(state, action: PayloadAction<ToggleArgs>) {
      addOrRemove(state, action.payload);
      state.awaitingDefault = false;
    },
    /** The page's default: selects `extendID` (null: nothing) if the page still waits for one. */
    applyDefaultMetric(state, action: PayloadAction<{ extendID: string; metricName?: string } | null>) {
      if (!state.awaitingDefault) return;
      state.awaitingDefault = false;
      if (action.payload && state.selectedMetricList.length === 0) addOrRemove(state, action.payload);
    },
    removeMetric(state, action: PayloadAction<string>) {
      const index = state.selectedMetricList.findIndex((metric) => metric.extendID === action.payload);
      if (index >= 0) addOrRemove(state, { extendID: action.payload });
    },
    clearMetrics(state) {
      state.selectedMetricList = [];
      state.samePeriodMetric = null;
      state.awaitingDefault = false;
    },
    changePeriod(
      state,
      action: PayloadAction<{ extendID: string; period: MacroFrequency; valueType?: MacroValueType }>,
    ) {
      const { extendID, period, valueType } = action.payload;
      rewrite(state, extendID, valueType ? { period, valueType } : { period });
    },
    changeValueType(state, action: PayloadAction<{ extendID: string; valueType: MacroValueType }>) {
      rewrite(state, action.payload.extendID, { valueType: action.payload.valueType });
    },
    setSeriesType(state, action: PayloadAction<{ extendID: string; chartType: ChartSeriesType }>) {
      update(state, action.payload.extendID, { chartType: action.payload.chartType });
    },
    setAxis(state, action: PayloadAction<{ extendID: string; axis: AxisSlot }>) {
      update(state, action.payload.extendID, { axisIdx: action.payload.axis });
    },
    /** Only palette colours are kept (they travel in the URL as palette positions). */
    setColor(state, action: PayloadAction<{ extendID: string; color: string }>) {
      if (!isPaletteColor(action.payload.color)) return;
      update(state, action.payload.extendID, { seriesColor: normalizeColor(action.payload.color) });
    },
    setMetricName(state, action: PayloadAction<{ extendID: string; metricName: string }>) {
      update(state, action.payload.extendID, { metricName: action.payload.metricName });
    },
    setSelectedSize(state, action: PayloadAction<ChartSize>) {
      state.selectedSize = action.payload;
    },
    setAutoAxis(state, action: PayloadAction<boolean>) {
      state.isAutoAxis = action.payload;
    },
    setViewType(state, action: PayloadAction<MacroViewMode>) {
      state.viewType = action.payload;
    },
    setSearchText(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    setRange(state, action: PayloadAction<string>) {
      state.range = action.payload;
    },
    setSamePeriodMetric(state, action: PayloadAction<string | null>) {
      state.samePeriodMetric = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A client-side navigation to another macro page brings that page's state (read from its URL by
    // getServerSideProps); the search box is the user's and survives.
    builder.addCase(hydrate, (state, action) => {
      const incoming = action.payload.macro;
      if (!incoming || typeof incoming !== 'object') return state;
      return { ...initialMacroState, ...(incoming as Partial<MacroState>), searchText: state.searchText };
    });
  },
  selectors: {
    selectMacroState: (state) => state,
    selectSelectedMetricList: (state) => state.selectedMetricList,
    selectSelectedSize: (state) => state.selectedSize,
    selectIsAutoAxis: (state) => state.isAutoAxis,
    selectViewType: (state) => state.viewType,
    selectSearchText: (state) => state.searchText,
    selectRange: (state) => state.range,
    selectSamePeriodMetric: (state) => state.samePeriodMetric,
    selectAwaitingDefault: (state) => state.awaitingDefault,
    selectCurrentMetric: (state) => state.currentMetric,
  },
});

export const {
  setCurrentMetric,
  toggleMetric,
  applyDefaultMetric,
  removeMetric,
  clearMetrics,
  changePeriod,
  changeValueType,
  setSeriesType,
  setAxis,
  setColor,
  setMetricName,
  setSelectedSize,
  setAutoAxis,
  setViewType,
  setSearchText,
  setRange,
  setSamePeriodMetric,
} = macroSlice.actions;

export const {
  selectMacroState,
  selectSelectedMetricList,
  selectSelectedSize,
  selectIsAutoAxis,
  selectViewType,
  selectSearchText,
  selectRange,
  selectSamePeriodMetric,
  selectAwaitingDefault,
  selectCurrentMetric,
} = macroSlice.selectors;
