import type { MacroFrequency } from '../constants/market';
import type { MacroValueType } from '../macroMenu';
import { periodEndDate, periodFromOrdinal } from '../finance/periods';
import { ordinalOf } from './calendar';

/**
 * The release calendar of the headline macro series (issue 33): when each one is usually published,
 * by whom, and which stored line and value type its card shows. The table is ours, from the
 * publishers' habits (docs/DATA.md "Release calendar"); the dates actually seen come from the data
 * (macro_values.release_date).
 */

export type ReleaseRule =
  /** Day `day` of the month `months` (default 1) after the period's last month (GSO: CPI on the 6th). */
  | { kind: 'monthAfter'; day: number; months?: number }
  /** Quoted every working day; the month's figure is complete on its last day. */
  | { kind: 'daily' }
  /** Set by decision (the State Bank's policy rates): no schedule. */
  | { kind: 'decision' };

export interface ReleaseEntry {
  key: string;
  /** The card's title. */
  title: string;
  /** The menu indicator (key code) the card opens. */
  keyCode: string;
  /** Lines to show, the first with data wins: imported codes first, the demo line last. */
  seriesCodes: readonly string[];
  valueType: MacroValueType;
  rule: ReleaseRule;
  /** The usual publication, in words. */
  schedule: string;
  /** Who publishes it. */
  publisher: string;
}

const GSO = 'Tổng cục Thống kê (GSO)';
const SBV = 'Ngân hàng Nhà nước (SBV)';
const GSO_DAY = { kind: 'monthAfter', day: 6 } as const;
const GSO_WORDS = 'Khoảng ngày 6 tháng sau';

export const RELEASE_CALENDAR: readonly ReleaseEntry[] = [
  {
    key: 'cpi',
    title: 'CPI so với cùng kỳ',
    keyCode: 'CPI',
    seriesCodes: ['GSO_CPI_CHI_SO_GIA_TIEU_DUNG', 'VN_CPI_TOTAL'],
    valueType: 'yoy',
    rule: GSO_DAY,
    schedule: GSO_WORDS,
    publisher: GSO,
  },
  {
    key: 'gdp',
    title: 'Tăng trưởng GDP thực',
    keyCode: 'GDP_REAL',
    seriesCodes: ['VS_GDP_REAL_TOTAL', 'VN_GDP_REAL_TOTAL'],
    valueType: 'yoy',
    rule: GSO_DAY,
    schedule: 'Khoảng ngày 6 tháng đầu quý sau',
    publisher: GSO,
  },
  {
    key: 'iip',
    title: 'Chỉ số sản xuất công nghiệp',
    keyCode: 'PRD_IIP',
    seriesCodes: ['GSO_IIP_TOAN_NGANH_CONG_NGHIEP', 'VN_IIP_TOTAL'],
    valueType: 'yoy',
    rule: GSO_DAY,
    schedule: GSO_WORDS,
    publisher: GSO,
  },
  {
    key: 'exports',
    title: 'Xuất khẩu hàng hóa',
    keyCode: 'EXPORT_GOODS',
    seriesCodes: ['GSO_XK_TONG_TRI_GIA', 'VN_EXPORT_TOTAL'],
    valueType: 'value',
    rule: GSO_DAY,
    schedule: GSO_WORDS,
    publisher: GSO,
  },
  {
    key: 'policy-rate',
    title: 'Lãi suất tái cấp vốn',
    keyCode: 'POLICY_RATE',
    seriesCodes: ['SBV_POLICY_REFINANCING', 'VN_POLICY_REFINANCING'],
    valueType: 'value',
    rule: { kind: 'decision' },
    schedule: 'Khi NHNN quyết định điều chỉnh',
    publisher: SBV,
  },
  {
    key: 'interbank',
    title: 'Lãi suất liên ngân hàng qua đêm',
    keyCode: 'INTERBANK_RATE',
    seriesCodes: ['SBV_INTERBANK_ON', 'VN_INTERBANK_OVERNIGHT'],
    valueType: 'value',
    rule: { kind: 'daily' },
    schedule: 'Hằng ngày làm việc (bình quân tháng)',
    publisher: SBV,
  },
  {
    key: 'deposit-rate',
    title: 'Lãi suất tiền gửi bình quân',
    keyCode: 'DEPOSIT_LENDING_RATE',
    seriesCodes: ['SBV_DEPOSIT_RATE_AVG', 'VN_DEPOSIT_RATE_AVG'],
    valueType: 'value',
    rule: { kind: 'monthAfter', day: 25 },
    schedule: 'Khoảng ngày 25 tháng sau',
    publisher: SBV,
  },
  {
    key: 'usd-vnd',
    title: 'Tỷ giá trung tâm USD/VND',
    keyCode: 'FX_USDVND',
    seriesCodes: ['SBV_FX_USDVND_CENTRAL', 'VS_FX_USDVND_CENTRAL', 'VN_FX_USDVND_CENTRAL'],
    valueType: 'value',
    rule: { kind: 'daily' },
    schedule: 'Hằng ngày làm việc (cuối tháng)',
    publisher: SBV,
  },
  {
    key: 'credit',
    title: 'Tăng trưởng tín dụng từ đầu năm',
    keyCode: 'CREDIT',
    seriesCodes: ['SBV_CREDIT_YTD', 'VN_CREDIT_YTD'],
    valueType: 'value',
    rule: { kind: 'monthAfter', day: 25 },
    schedule: 'Khoảng ngày 25 tháng sau',
    publisher: SBV,
  },
  {
    key: 'm2',
    title: 'Tăng trưởng M2 từ đầu năm',
    keyCode: 'MONEY_SUPPLY_M2',
    seriesCodes: ['SBV_M2_YTD', 'VN_M2_YTD'],
    valueType: 'value',
    rule: { kind: 'monthAfter', day: 20, months: 2 },
    schedule: 'Khoảng ngày 20, hai tháng sau',
    publisher: SBV,
  },
  {
    key: 'budget-revenue',
    title: 'Thu ngân sách nhà nước',
    keyCode: 'BUDGET_REVENUE',
    seriesCodes: ['MOF_BUDGET_REVENUE', 'VN_BUDGET_REVENUE'],
    valueType: 'value',
    rule: GSO_DAY,
    schedule: GSO_WORDS,
    publisher: 'Bộ Tài chính (MOF)',
  },
  {
    key: 'bond-10y',
    title: 'Lợi suất TPCP 10 năm',
    keyCode: 'GOV_BOND_YIELD',
    seriesCodes: ['HNX_GOV_BOND_10Y', 'VN_GOV_BOND_10Y'],
    valueType: 'value',
    rule: { kind: 'daily' },
    schedule: 'Hằng ngày giao dịch (cuối tháng)',
    publisher: 'Sở GDCK Hà Nội (HNX)',
  },
];

/** The release calendar entries that show an indicator (the demo uses them for release dates). */
export function releaseRuleOfIndicator(keyCode: string): ReleaseRule | undefined {
  return RELEASE_CALENDAR.find((entry) => entry.keyCode === keyCode)?.rule;
}

function addMonths(date: string, months: number, day: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/**
 * When a period (its last day, YYYY-MM-DD) is usually published: the rule's day after the period's
 * last month, the last day itself for daily quotes, null for decisions.
 */
export function scheduledRelease(rule: ReleaseRule, periodEnd: string): string | null {
  if (rule.kind === 'decision') return null;
  if (rule.kind === 'daily') return periodEnd;
  return addMonths(periodEnd, rule.months ?? 1, rule.day);
}

/** The last day of the period after the one ending on `periodEnd`. */
export function nextPeriodEnd(periodEnd: string, frequency: MacroFrequency): string {
  return periodEndDate(periodFromOrdinal(frequency, ordinalOf(periodEnd, frequency) + 1));
}
