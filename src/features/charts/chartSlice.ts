import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nextUnusedColor } from '@/common/charts/colors';
import { AxisSlot } from '@/common/constants/charts';
import type { ChartSeriesType } from '@/common/contracts/charts';
import type { ChartPeriodType } from '@/common/contracts/financeChart';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';

/**
 * UI state of the chart screens (spec section 3, enterprise state): the financial chart's selected
 * metrics (`financeChartMetric`: each with its colour), the open chip, expand modes and whether the
 * section dashboards may be dragged. Figures, chips and sections are server data (RTK Query).
 */
export interface FinanceChartMetric {
  /** Metric key `kind:id` (src/common/contracts/financeChart.ts). */
  id: string;
  color: string;
  seriesType: ChartSeriesType;
  axis: AxisSlot;
}

export interface ChartState {
  financeChartMetric: FinanceChartMetric[];
  selectedChipId: string | null;
  financePeriod: ChartPeriodType;
  /** Active range key of the financial chart (FINANCE_RANGE_OPTIONS). */
  financeRange: string;
  /** 'chart' (one chart of every metric) or 'split' (one small chart per metric). */
  expandMode: 'chart' | 'split';
  isExpandChartInModal: boolean;
  /** true: the dashboards' charts cannot be dragged or resized. */
  isFreezeDrag: boolean;
}

export const initialChartState: ChartState = {
  financeChartMetric: [],
  selectedChipId: null,
  financePeriod: 'quarter',
  financeRange: 'All',
  expandMode: 'chart',
  isExpandChartInModal: false,
  isFreezeDrag: false,
};

export const chartSlice = createSlice({
  name: 'chart',
  initialState: initialChartState,
  reducers: {
    /**
     * Adds the metric with the next unused palette colour, or removes it when already selected
     * (spec section 4). Money and counts default to columns on the left axis; ratios to a line on the
     * right. Beyond `max` (the plan's or the chart's limit) nothing is added.
     */
    toggleFinanceMetric(
      state,
      action: PayloadAction<{ id: string; seriesType?: ChartSeriesType; axis?: AxisSlot; max?: number }>,
    ) {
      const { id, seriesType = 'column', axis = AxisSlot.LEFT_1 } = action.payload;
      const max = action.payload.max ?? MAX_METRICS_PER_CHART;
      const index = state.financeChartMetric.findIndex((metric) => metric.id === id);
      if (index >= 0) {
        state.financeChartMetric.splice(index, 1);
        return;
      }
      if (state.financeChartMetric.length >= max) return;
      const color = nextUnusedColor(state.financeChartMetric.map((metric) => metric.color));
      state.financeChartMetric.push({ id, color, seriesType, axis });
    },
    updateFinanceMetric(
      state,
      action: PayloadAction<{ id: string } & Partial<Omit<FinanceChartMetric, 'id'>>>,
    ) {
      const metric = state.financeChartMetric.find((item) => item.id === action.payload.id);
      if (metric) Object.assign(metric, action.payload);
    },
    clearFinanceMetrics(state) {
      state.financeChartMetric = [];
    },
    setSelectedChipId(state, action: PayloadAction<string | null>) {
      state.selectedChipId = action.payload;
    },
    setFinancePeriod(state, action: PayloadAction<ChartPeriodType>) {
      state.financePeriod = action.payload;
    },
    setFinanceRange(state, action: PayloadAction<string>) {
      state.financeRange = action.payload;
    },
    setExpandMode(state, action: PayloadAction<ChartState['expandMode']>) {
      state.expandMode = action.payload;
    },
    setExpandChartInModal(state, action: PayloadAction<boolean>) {
      state.isExpandChartInModal = action.payload;
    },
    setFreezeDrag(state, action: PayloadAction<boolean>) {
      state.isFreezeDrag = action.payload;
    },
  },
  selectors: {
    selectFinanceChartMetric: (state) => state.financeChartMetric,
    selectSelectedChipId: (state) => state.selectedChipId,
    selectFinancePeriod: (state) => state.financePeriod,
    selectFinanceRange: (state) => state.financeRange,
    selectExpandMode: (state) => state.expandMode,
    selectIsExpandChartInModal: (state) => state.isExpandChartInModal,
    selectIsFreezeDrag: (state) => state.isFreezeDrag,
  },
});

export const {
  toggleFinanceMetric,
  updateFinanceMetric,
  clearFinanceMetrics,
  setSelectedChipId,
  setFinancePeriod,
  setFinanceRange,
  setExpandMode,
  setExpandChartInModal,
  setFreezeDrag,
} = chartSlice.actions;
export const {
  selectFinanceChartMetric,
  selectSelectedChipId,
  selectFinancePeriod,
  selectFinanceRange,
  selectExpandMode,
  selectIsExpandChartInModal,
  selectIsFreezeDrag,
} = chartSlice.selectors;
