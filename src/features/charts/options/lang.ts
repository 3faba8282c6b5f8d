import type { LangOptions } from 'highcharts';
import { VI_ACCESSIBILITY_LANG } from './accessibilityLang';
import { NO_DATA_TEXT } from './buildChartOptions';

const MONTHS = Array.from({ length: 12 }, (_, index) => `Tháng ${String(index + 1)}`);
const SHORT_MONTHS = Array.from({ length: 12 }, (_, index) => `Th${String(index + 1)}`);

/**
 * Highcharts' global texts in Vietnamese, set once when Highcharts loads (MetricChart), with the
 * accessibility module's texts (accessibilityLang.ts). The number
 * separators follow the site's formatter (src/common/format.ts: comma thousands, dot decimals) so
 * axis labels and tooltips read the same.
 */
export const VI_CHART_LANG: LangOptions = {
  locale: 'vi-VN',
  decimalPoint: '.',
  thousandsSep: ',',
  months: MONTHS,
  shortMonths: SHORT_MONTHS,
  weekdays: ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'],
  shortWeekdays: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
  noData: NO_DATA_TEXT,
  loading: 'Đang tải...',
  resetZoom: 'Đặt lại thu phóng',
  resetZoomTitle: 'Đặt lại thu phóng về 1:1',
  invalidDate: '',
  accessibility: VI_ACCESSIBILITY_LANG,
};
