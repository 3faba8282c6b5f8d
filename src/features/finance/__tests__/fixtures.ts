import type { GrowthMode } from '@/common/constants/finance';
import type { FinanceDataResponse, FinanceLabel, FinancePeriod } from '@/common/contracts/finance';
import { growthBase, percentChange } from '@/common/finance/growth';
import { parsePeriodKey, periodKey } from '@/common/finance/periods';

function label(
  code: string,
  nameVi: string,
  level: number,
  parentCode: string | null,
  isTotal = false,
): FinanceLabel {
  return { code, nameVi, nameEn: code, level, parentCode, isTotal, isFlow: false };
}

function quarter(year: number, q: number): FinancePeriod {
  const month = q * 3;
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    key: `${year}Q${q}`,
    periodType: 'quarter',
    year,
    quarter: q,
    label: `Q${q}/${year}`,
    endDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

const B = 1e9;

/**
 * A made-up bank balance sheet over six quarters (2023Q1-2024Q2), in VND:
 * TOTAL_ASSETS > CASH, LOANS_NET > (LOANS, LOAN_PROVISION); EPS_BASIC (VND per share, never scaled).
 */
export function sampleResponse(overrides: Partial<FinanceDataResponse> = {}): FinanceDataResponse {
  return {
    ticker: 'TCB',
    companyType: 'bank',
    tableName: 'BALANCE_SHEET',
    statement: 'BALANCE_SHEET',
    periodType: 'quarter',
    labels: [
      label('TOTAL_ASSETS', 'TỔNG TÀI SẢN', 0, null, true),
      label('CASH', 'Tiền mặt, vàng bạc, đá quý', 1, 'TOTAL_ASSETS'),
      label('LOANS_NET', 'Cho vay khách hàng', 1, 'TOTAL_ASSETS', true),
      label('LOANS', 'Dư nợ cho vay', 2, 'LOANS_NET'),
      label('LOAN_PROVISION', 'Dự phòng rủi ro cho vay', 2, 'LOANS_NET'),
      label('EPS_BASIC', 'Lãi cơ bản trên cổ phiếu', 0, null),
    ],
    periods: [
      quarter(2023, 1),
      quarter(2023, 2),
      quarter(2023, 3),
      quarter(2023, 4),
      quarter(2024, 1),
      quarter(2024, 2),
    ],
    values: {
      TOTAL_ASSETS: [1000 * B, 1100 * B, 1200 * B, 1300 * B, 1500 * B, 1234.5678 * B],
      CASH: [10 * B, 20 * B, null, 40 * B, 12.345 * B, 30 * B],
      LOANS_NET: [990 * B, 1080 * B, 1200 * B, 1260 * B, 1487.655 * B, 1204.5678 * B],
      LOANS: [1000 * B, 1090 * B, 1210 * B, 1270 * B, 1500 * B, 1220 * B],
      LOAN_PROVISION: [-10 * B, -10 * B, -10 * B, -10 * B, -12.345 * B, -15.4322 * B],
      EPS_BASIC: [1200, 1300, 1250, 1400, 1500, 1600],
    },
    unavailable: {},
    ...overrides,
  };
}

/**
 * The server's growth answer over the sample (`growth` set, values are changes as ratios): each
 * period against its calendar base (growthBase), as finance.views.ts growthGrid computes it.
 */
export function sampleGrowthResponse(
  mode: GrowthMode,
  overrides: Partial<FinanceDataResponse> = {},
): FinanceDataResponse {
  const data = sampleResponse(overrides);
  const indexByKey = new Map(data.periods.map((period, index) => [period.key, index]));
  const baseIndex = data.periods.map((period) => {
    const ref = parsePeriodKey(period.key);
    const base = ref ? growthBase(mode, ref) : null;
    return base ? indexByKey.get(periodKey(base)) : undefined;
  });
  const values = Object.fromEntries(
    Object.entries(data.values).map(([code, series]) => [
      code,
      series.map((value, index) => {
        const base = baseIndex[index];
        return base === undefined ? null : percentChange(value, series[base]);
      }),
    ]),
  );
  return { ...data, values, growth: mode };
}
