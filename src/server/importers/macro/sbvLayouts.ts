import type { LineSpec } from './datedLines';
import type { UnitFamily } from './tableCsv';

/**
 * The State Bank's tables (sbv.gov.vn), as saved to CSV with the date the page shows added as the
 * first column where the page shows one date at a time. Headers keep the page's Vietnamese words and
 * units; docs/DATA.md "Format sbv-rates-csv" gives a sample of each.
 */

export const SBV_SOURCE = 'Ngân hàng Nhà nước Việt Nam (sbv.gov.vn)';

const line = (code: string, menuCode: string, nameVi: string, nameEn: string, unit: string): LineSpec => ({
  code,
  menuCode,
  nameVi,
  nameEn,
  unit,
});

export interface ColumnLine {
  match: RegExp;
  line: LineSpec;
  family: UnitFamily;
}

/** Interbank terms as the page writes them ("Qua đêm", "1 Tuần", "1 Tháng" ...). */
export function interbankLine(term: string): LineSpec | null {
  const text = term.trim().toLocaleLowerCase('vi');
  if (text === 'qua đêm' || text === 'qđ') {
    return line(
      'SBV_INTERBANK_ON',
      'INTERBANK_RATE',
      'Lãi suất liên ngân hàng qua đêm (bình quân tháng)',
      'Interbank overnight rate (monthly average)',
      '%',
    );
  }
  const match = /^(\d{1,2})\s*(tuần|tháng)$/.exec(text);
  if (!match) return null;
  const [count, word] = [match[1] ?? '', match[2] ?? ''];
  const suffix = word === 'tuần' ? 'W' : 'M';
  const english = word === 'tuần' ? 'week' : 'month';
  return line(
    `SBV_INTERBANK_${count}${suffix}`,
    'INTERBANK_RATE',
    `Lãi suất liên ngân hàng ${count} ${word} (bình quân tháng)`,
    `Interbank ${count}-${english} rate (monthly average)`,
    '%',
  );
}

/** The policy rates by the page's names ("Lãi suất tái cấp vốn" ...). */
export function policyLine(name: string): LineSpec | null {
  const text = name.trim().toLocaleLowerCase('vi');
  if (text.includes('tái cấp vốn'))
    return line('SBV_POLICY_REFINANCING', 'POLICY_RATE', 'Lãi suất tái cấp vốn', 'Refinancing rate', '%');
  if (text.includes('tái chiết khấu'))
    return line('SBV_POLICY_REDISCOUNT', 'POLICY_RATE', 'Lãi suất tái chiết khấu', 'Rediscount rate', '%');
  if (text.includes('qua đêm'))
    return line(
      'SBV_POLICY_OVERNIGHT_CEILING',
      'POLICY_RATE',
      'Lãi suất cho vay qua đêm trong thanh toán điện tử liên ngân hàng',
      'Overnight lending rate in interbank electronic payments',
      '%',
    );
  return null;
}

export const CENTRAL_RATE: ColumnLine = {
  match: /^tỷ giá trung tâm/i,
  family: 'VND/USD',
  line: line(
    'SBV_FX_USDVND_CENTRAL',
    'FX_USDVND',
    'Tỷ giá trung tâm USD/VND',
    'USD/VND central rate',
    'VND/USD',
  ),
};

const GROWTH = /^tốc độ tăng so với cuối năm trước/i;
const BALANCE = 'tỷ đồng (số dư cuối kỳ)';

/** Monthly tables: the first column names the month ("Thời điểm" / "Tháng"); which one by its columns. */
export interface MonthlyLayout {
  key: 'money' | 'credit' | 'rates';
  /** The column that identifies the layout. */
  anchor: RegExp;
  columns: readonly ColumnLine[];
}

export const MONTHLY_LAYOUTS: readonly MonthlyLayout[] = [
  {
    key: 'money',
    anchor: /^tổng phương tiện thanh toán/i,
    columns: [
      {
        match: /^tổng phương tiện thanh toán/i,
        family: 'tỷ đồng',
        line: line('SBV_M2', 'MONEY_SUPPLY_M2', 'Tổng phương tiện thanh toán M2', 'Money supply M2', BALANCE),
      },
      {
        match: GROWTH,
        family: '%',
        line: line(
          'SBV_M2_YTD',
          'MONEY_SUPPLY_M2',
          'Tăng trưởng M2 so với cuối năm trước',
          'M2 growth since the end of last year',
          '%',
        ),
      },
    ],
  },
  {
    key: 'credit',
    anchor: /^dư nợ tín dụng/i,
    columns: [
      {
        match: /^dư nợ tín dụng/i,
        family: 'tỷ đồng',
        line: line(
          'SBV_CREDIT',
          'CREDIT',
          'Dư nợ tín dụng đối với nền kinh tế',
          'Credit to the economy',
          BALANCE,
        ),
      },
      {
        match: GROWTH,
        family: '%',
        line: line(
          'SBV_CREDIT_YTD',
          'CREDIT',
          'Tăng trưởng tín dụng so với cuối năm trước',
          'Credit growth since the end of last year',
          '%',
        ),
      },
    ],
  },
  {
    key: 'rates',
    anchor: /^lãi suất tiền gửi bình quân/i,
    columns: [
      {
        match: /^lãi suất tiền gửi bình quân/i,
        family: '%',
        line: line(
          'SBV_DEPOSIT_RATE_AVG',
          'DEPOSIT_LENDING_RATE',
          'Lãi suất tiền gửi bình quân bằng VND',
          'Average VND deposit rate',
          '%',
        ),
      },
      {
        match: /^lãi suất cho vay bình quân/i,
        family: '%',
        line: line(
          'SBV_LENDING_RATE_AVG',
          'DEPOSIT_LENDING_RATE',
          'Lãi suất cho vay bình quân bằng VND',
          'Average VND lending rate',
          '%',
        ),
      },
    ],
  },
];
