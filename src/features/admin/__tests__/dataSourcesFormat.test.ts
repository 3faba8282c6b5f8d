import {
  formatDuration,
  freshnessMark,
  missingSettings,
  rangeLabel,
  triggerLabel,
  writtenLabel,
} from '../dataSourcesFormat';

describe('how the data sources screen words runs and lag', () => {
  it('names who started a run', () => {
    expect(triggerLabel('schedule')).toBe('Theo lịch');
    expect(triggerLabel('cli')).toBe('Dòng lệnh');
    expect(triggerLabel('admin:12')).toBe('Quản trị viên #12');
    expect(triggerLabel('test')).toBe('test');
  });

  it('writes one day or a range, durations and totals', () => {
    expect(rangeLabel({ fromDate: '2026-01-06', toDate: '2026-01-06' })).toBe('2026-01-06');
    expect(rangeLabel({ fromDate: '2026-01-06', toDate: '2026-01-09' })).toBe('2026-01-06 – 2026-01-09');
    expect(rangeLabel({ fromDate: null, toDate: null })).toBe('-');
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(400)).toBe('< 1 giây');
    expect(formatDuration(125_000)).toBe('2 phút 5 giây');
    expect(formatDuration(3_725_000)).toBe('1 giờ 2 phút');
    expect(writtenLabel({ daysWritten: 21, rowsWritten: 34_230 })).toBe('21 ngày / 34,230 dòng');
  });

  it('says whether the feed is on time, late by how many sessions, or not configured', () => {
    expect(freshnessMark({ configured: true, late: false, behind: 0 })).toEqual({
      text: 'Đúng hạn',
      color: 'success',
    });
    expect(freshnessMark({ configured: true, late: true, behind: 3 }).text).toBe('Chậm 3 phiên');
    expect(freshnessMark({ configured: false, late: true, behind: 9 }).text).toBe('Chưa cấu hình');
    expect(missingSettings({ host: null, consumerIdSet: true, secretSet: false })).toEqual([
      'SSI_FC_URL',
      'SSI_FC_CONSUMER_SECRET',
    ]);
  });
});
