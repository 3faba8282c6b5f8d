import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** How account screens show days and times: YYYY-MM-DD as the spec says everywhere (src/common/constants/app.ts). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** Vietnam time (UTC+7, no daylight saving), as the server words its messages ("xoá thiết bị sau …"). */
const VIETNAM_OFFSET_MINUTES = 7 * 60;

/** An ISO instant as "YYYY-MM-DD HH:mm" in Vietnam time, whatever the browser's time zone. */
export function formatVietnamTime(iso: string): string {
  return dayjs(iso).utcOffset(VIETNAM_OFFSET_MINUTES).format(DATE_TIME_FORMAT);
}

/** A `?next=` target when it is a path of this site (never another origin), else undefined. */
export { safeNextPath } from './nextPath';
