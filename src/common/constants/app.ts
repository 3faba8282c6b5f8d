/** Business constants of spec section 9. */
export const API_TIMEOUT_MS = 10_000;
/** RTK Query keepUnusedDataFor, in seconds: the spec's 15-minute stale time. */
export const QUERY_STALE_SECONDS = 15 * 60;
export const TOAST_DURATION_SECONDS = 1.5;
/** Heat-colour threshold: percent divided by 100. */
export const HEAT_COLOR_THRESHOLD = 0.5;
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Times within this many days are shown relatively ("3 giờ trước"). */
export const RECENT_TIME_DAYS = 3;
