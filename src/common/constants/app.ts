/** Business constants of spec section 9. */
export const API_TIMEOUT_MS = 10_000;
/** RTK Query keepUnusedDataFor, in seconds: the spec's 15-minute stale time. */
export const QUERY_STALE_SECONDS = 15 * 60;
export const TOAST_DURATION_SECONDS = 1.5;
export const UPLOAD_CHUNK_BYTES = 512;
/** Heat-colour threshold: percent divided by 100. */
export const HEAT_COLOR_THRESHOLD = 0.5;
export const LARGE_NUMBER_BOUND = 1e9;
export const SMALL_NUMBER_BOUND = 1e4;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const APP_VERSION = 2;
/** Times within this many days are shown relatively ("3 giờ trước"). */
export const RECENT_TIME_DAYS = 3;

export const DAY_WINDOW_OPTIONS = [
  { days: 3, label: '3 ngày' },
  { days: 90, label: '3 tháng' },
  { days: 365, label: '1 năm' },
] as const;

export const PERIOD_UNIT_LABELS = { day: 'Ngày', month: 'Tháng', quarter: 'Quý', year: 'Năm' } as const;
export type PeriodUnit = keyof typeof PERIOD_UNIT_LABELS;

export const VALUE_MODES = ['Value', 'MoM', 'YoY', 'QoQ', 'QoQ Annualize'] as const;
export type ValueMode = (typeof VALUE_MODES)[number];
