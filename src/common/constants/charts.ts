/** Chart enumerations of spec sections 3, 4 and 9. */
export const SERIES_TYPES = [
  'line',
  'spline',
  'column',
  'stack_column',
  'stack_column_100',
  'area',
  'expand',
] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];
export const SERIES_TYPE_LABELS: Record<SeriesType, string> = {
  line: 'Đường',
  spline: 'Đường cong',
  column: 'Cột',
  stack_column: 'Cột chồng',
  stack_column_100: 'Cột chồng 100%',
  area: 'Miền',
  expand: 'Mở rộng',
};

export const CHART_SIZES = [100, 66, 50, 33] as const;
export type ChartSize = (typeof CHART_SIZES)[number];

/** Axis slots with the spec's numeric values. */
export const AxisSlot = { LEFT_1: 0, RIGHT_1: 1, LEFT_2: 2, RIGHT_2: 3 } as const;
export type AxisSlot = (typeof AxisSlot)[keyof typeof AxisSlot];

export const Y_AXIS_POSITIONS = ['topRight', 'rightTop', 'leftTop'] as const;
export type YAxisPosition = (typeof Y_AXIS_POSITIONS)[number];

export const SCALE_MODES = ['FLEXIBLE', 'UP', 'DOWN'] as const;
export type ScaleMode = (typeof SCALE_MODES)[number];

export const MACRO_VIEW_MODES = ['TIME_SERIES', 'SAME_PERIOD'] as const;
export type MacroViewMode = (typeof MACRO_VIEW_MODES)[number];
export const MACRO_VIEW_MODE_LABELS: Record<MacroViewMode, string> = {
  TIME_SERIES: 'Chuỗi thời gian',
  SAME_PERIOD: 'Cùng kỳ',
};

export const MEASURE_TYPES = ['value', 'volume', 'price'] as const;
export type MeasureType = (typeof MEASURE_TYPES)[number];

export const TECHNICAL_SIGNALS = ['buy', 'sell', 'neutral'] as const;
export type TechnicalSignal = (typeof TECHNICAL_SIGNALS)[number];
export const TECHNICAL_SIGNAL_LABELS: Record<TechnicalSignal, string> = {
  buy: 'Mua',
  sell: 'Bán',
  neutral: 'Trung lập',
};
/** Buy green, sell red, neutral amber: each at least 4.5:1 on white and on the layout's background (text). */
export const TECHNICAL_SIGNAL_COLORS: Record<TechnicalSignal, string> = {
  buy: '#15803d',
  sell: '#b91c1c',
  neutral: '#b45309',
};

/** Limits "6 and 10" of spec section 9, read as metrics per chart and charts per section. */
export const MAX_METRICS_PER_CHART = 6;
export const MAX_CHARTS_PER_SECTION = 10;
