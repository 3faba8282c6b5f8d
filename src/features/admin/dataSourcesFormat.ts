import type { FeedRunRow, SsiSourceStatus } from '@/common/contracts/adminDataSources';
import { MISSING_VALUE, formatNumber } from '@/common/format';
import { formatDay } from './adminFormat';

/** How the "Nguồn dữ liệu" screen words runs, triggers and lag. */

/** 'schedule' -> 'Theo lịch', 'admin:5' -> 'Quản trị viên #5', 'cli' -> 'Dòng lệnh'. */
export function triggerLabel(trigger: string): string {
  if (trigger === 'schedule') return 'Theo lịch';
  if (trigger === 'cli') return 'Dòng lệnh';
  const admin = /^admin:(\d+)$/.exec(trigger);
  if (admin) return `Quản trị viên #${admin[1] ?? ''}`;
  return trigger;
}

/** One day, or "from – to". */
export function rangeLabel(run: Pick<FeedRunRow, 'fromDate' | 'toDate'>): string {
  if (!run.fromDate && !run.toDate) return MISSING_VALUE;
  if (!run.toDate || run.fromDate === run.toDate) return formatDay(run.fromDate ?? run.toDate);
  return `${formatDay(run.fromDate)} – ${formatDay(run.toDate)}`;
}

/** 125000 -> "2 phút 5 giây"; under a second -> "< 1 giây"; a run still going -> "-". */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms < 0) return MISSING_VALUE;
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return '< 1 giây';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours ? `${String(hours)} giờ` : '',
    minutes ? `${String(minutes)} phút` : '',
    rest && !hours ? `${String(rest)} giây` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Days and rows written: "1 ngày / 1,630 dòng". */
export function writtenLabel(run: Pick<FeedRunRow, 'daysWritten' | 'rowsWritten'>): string {
  return `${formatNumber(run.daysWritten, 0)} ngày / ${formatNumber(run.rowsWritten, 0)} dòng`;
}

export interface FreshnessMark {
  text: string;
  color: 'success' | 'warning' | 'default';
}

/** The source's state in words (colour only repeats it). */
export function freshnessMark(ssi: Pick<SsiSourceStatus, 'configured' | 'late' | 'behind'>): FreshnessMark {
  if (!ssi.configured) return { text: 'Chưa cấu hình', color: 'default' };
  if (!ssi.late) return { text: 'Đúng hạn', color: 'success' };
  return { text: `Chậm ${formatNumber(Math.max(1, ssi.behind), 0)} phiên`, color: 'warning' };
}

/** The SSI settings an operator still has to set. */
export function missingSettings(
  ssi: Pick<SsiSourceStatus, 'host' | 'consumerIdSet' | 'secretSet'>,
): string[] {
  return [
    ssi.host ? '' : 'SSI_FC_URL',
    ssi.consumerIdSet ? '' : 'SSI_FC_CONSUMER_ID',
    ssi.secretSet ? '' : 'SSI_FC_CONSUMER_SECRET',
  ].filter(Boolean);
}
