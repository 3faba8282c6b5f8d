import { rangeMonths, type RangeOption } from '@/common/constants/ranges';
import type { AccessNotice } from '@/common/contracts/finance';

/**
 * The range switch as a viewer with a limited plan can use it. The server sends only the newest
 * `maxPeriods` periods to such a viewer (access notice of the answer), so "Tất cả" would claim a
 * history the chart does not hold, and ranges longer than the window draw the same thing as it.
 * The switch then offers the ranges shorter than the window and, in place of "Tất cả", the window
 * itself ("8 quý gần nhất"); a range beyond the window (a shared chart saved at "10 năm") opens on
 * the window. A full-access viewer gets the options unchanged.
 */

const PERIOD_MONTHS = { quarter: 3, year: 12 } as const;
const PERIOD_WORDS = { quarter: 'quý', year: 'năm' } as const;

export interface ViewerRange {
  options: RangeOption[];
  /** The access notice to show next to the switch (undefined: nothing is held back). */
  notice: string | undefined;
}

/** The window's label: "8 quý gần nhất", "5 năm gần nhất". */
export function windowLabel(maxPeriods: number, periodType: 'quarter' | 'year'): string {
  return `${String(maxPeriods)} ${PERIOD_WORDS[periodType]} gần nhất`;
}

export function viewerRange(
  options: readonly RangeOption[],
  activeKey: string,
  access: AccessNotice | undefined,
  periodType: 'quarter' | 'year',
): ViewerRange {
  const maxPeriods = access?.level === 'limited' ? access.maxPeriods : undefined;
  if (maxPeriods === undefined || maxPeriods <= 0) {
    return {
      options: options.map((option) => ({ ...option, isActivated: option.key === activeKey })),
      notice: access?.level === 'limited' ? access.message : undefined,
    };
  }
  const windowMonths = maxPeriods * PERIOD_MONTHS[periodType];
  const shorter = options.filter((option) => {
    const months = rangeMonths(option.key);
    return months !== null && months < windowMonths;
  });
  const active = shorter.some((option) => option.key === activeKey) ? activeKey : 'All';
  return {
    options: [
      ...shorter.map((option) => ({ ...option, isActivated: option.key === active })),
      { key: 'All', name: windowLabel(maxPeriods, periodType), isActivated: active === 'All' },
    ],
    notice: access?.message,
  };
}
