/** Range selectors: each list holds exactly one activated option (spec section 4). */
export interface RangeOption {
  key: string;
  name: string;
  isActivated: boolean;
}

/** Vietnamese names of the range keys (3M -> '3 tháng' ...). */
export const RANGE_NAMES: Readonly<Record<string, string>> = {
  '3M': '3 tháng',
  '6M': '6 tháng',
  '1Y': '1 năm',
  '2Y': '2 năm',
  '3Y': '3 năm',
  '5Y': '5 năm',
  '10Y': '10 năm',
  All: 'Tất cả',
};

function rangeList(keys: readonly string[], activeKey: string): RangeOption[] {
  return keys.map((key) => ({ key, name: RANGE_NAMES[key] ?? key, isActivated: key === activeKey }));
}

/** The three chart range lists and their defaults: one starts at All, one at 1Y, one at 3Y. */
export const FINANCE_RANGE_OPTIONS = rangeList(['3Y', '5Y', '10Y', 'All'], 'All');
export const PRICE_RANGE_OPTIONS = rangeList(['1Y', '3Y', '5Y', 'All'], '1Y');
export const SHORT_RANGE_OPTIONS = rangeList(['6M', '1Y', '3Y', 'All'], '3Y');
export const MACRO_RANGE_OPTIONS = rangeList(['3M', '6M', '1Y', '3Y', '5Y', 'All'], 'All');
export const MACRO_LONG_RANGE_OPTIONS = rangeList(['2Y', '3Y', '5Y', 'All'], 'All');

/** Activates one key and deactivates the rest; an unknown key leaves the list as it was. */
export function activateRange(options: readonly RangeOption[], key: string): RangeOption[] {
  if (!options.some((option) => option.key === key)) return [...options];
  return options.map((option) => ({ ...option, isActivated: option.key === key }));
}

export function activeRange(options: readonly RangeOption[]): RangeOption | undefined {
  return options.find((option) => option.isActivated);
}

/** How many months a range key spans; All is unbounded (null). */
export function rangeMonths(key: string): number | null {
  const match = /^(\d+)([MY])$/.exec(key);
  if (!match) return null;
  const count = Number(match[1]);
  return match[2] === 'Y' ? count * 12 : count;
}
