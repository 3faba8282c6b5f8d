import {
  AxisSlot,
  CHART_SIZES,
  MAX_CHARTS_PER_SECTION,
  MAX_METRICS_PER_CHART,
  SERIES_TYPES,
  type SeriesType,
} from '../constants/charts';

/**
 * The chart sections' vocabulary (limits, messages, series types, axis slots, ranges), free of zod so
 * the chart screens import it without bringing zod into their first-load JavaScript (issue 27);
 * charts.ts builds the schemas on it and re-exports it for the server.
 */

export { MAX_CHARTS_PER_SECTION, MAX_METRICS_PER_CHART };
/** Sections one owner may keep per ticker. */
export const MAX_SECTIONS_PER_SYMBOL = 30;

export const CHART_MESSAGES = {
  tooManyMetrics: `Mỗi biểu đồ có tối đa ${String(MAX_METRICS_PER_CHART)} chỉ tiêu`,
  tooManyCharts: `Mỗi mục có tối đa ${String(MAX_CHARTS_PER_SECTION)} biểu đồ`,
  tooManySections: `Mỗi mã chứng khoán có tối đa ${String(MAX_SECTIONS_PER_SYMBOL)} mục biểu đồ`,
  badConfig: 'Cấu hình biểu đồ không hợp lệ',
  badSeriesType: 'Kiểu biểu đồ của chỉ tiêu không hợp lệ',
  badAxis: 'Trục của chỉ tiêu không hợp lệ (0: trái 1, 1: phải 1, 2: trái 2, 3: phải 2)',
  badSize: `Kích thước biểu đồ không hợp lệ (${CHART_SIZES.join(', ')})`,
  badColor: 'Màu của chỉ tiêu không thuộc bảng màu',
  badMetricKind: 'Loại chỉ tiêu không hợp lệ',
  badMetricId: 'Mã chỉ tiêu không hợp lệ',
  badSectionName: 'Tên mục biểu đồ cần từ 1 đến 200 ký tự',
  badChartName: 'Tên biểu đồ tối đa 200 ký tự',
  conflict: 'Mục biểu đồ đã được thay đổi ở nơi khác, vui lòng tải lại.',
  notFound: 'Không tìm thấy mục biểu đồ.',
  deviceBudget:
    'Trình duyệt này đã lưu đủ số mục biểu đồ cho khách. Hãy xoá bớt mục cũ hoặc đăng nhập để lưu thêm.',
  userBudget: 'Tài khoản đã lưu đủ số mục biểu đồ cho phép. Hãy xoá bớt mục cũ để lưu thêm.',
} as const;

/** The series types a chart metric may use (spec section 3; 'expand' is a view, not a series). */
export const CHART_SERIES_TYPES = SERIES_TYPES.filter(
  (type): type is Exclude<SeriesType, 'expand'> => type !== 'expand',
);
export type ChartSeriesType = (typeof CHART_SERIES_TYPES)[number];

export const AXIS_SLOTS = Object.values(AxisSlot);

/** The axis slots as the editors name them. */
export const AXIS_LABELS: Record<AxisSlot, string> = {
  [AxisSlot.LEFT_1]: 'Trái 1',
  [AxisSlot.RIGHT_1]: 'Phải 1',
  [AxisSlot.LEFT_2]: 'Trái 2',
  [AxisSlot.RIGHT_2]: 'Phải 2',
};

export { CHART_METRIC_KINDS, type ChartMetricKind } from './chartMetricKinds';

/** The range keys a chart may open with (src/common/constants/ranges.ts). */
export const CHART_TIME_FILTERS = ['3M', '6M', '1Y', '2Y', '3Y', '5Y', '10Y', 'All'] as const;
export type ChartTimeFilter = (typeof CHART_TIME_FILTERS)[number];

/** A shared chart link's token. */
export const SHARE_TOKEN_PATTERN = /^[\w-]{16,64}$/;
