import type { CompanyType } from '@/common/constants/market';

/**
 * What a real Vietnamese listed company of each type shows, year by year (2010-2024): the bounds
 * every generated demo series must stay within. Defined once here; docs/DATA.md "Plausible ranges"
 * says where each bound comes from, and __tests__/plausibility.test.ts generates the whole demo
 * universe and checks every company against its type's ranges.
 */
export interface TypeRanges {
  /** Yearly ROE: parent net profit / average parent equity (opening and closing). */
  roe: readonly [number, number];
  /** Largest change of yearly ROE from one year to the next (absolute, e.g. 0.12 = 12 points). */
  roeYearChange: number;
  /** Equity / total assets at a year end. */
  equityToAssets: readonly [number, number];
  /** Yearly net profit / net revenue (not for banks, which have no revenue line). */
  netMargin?: readonly [number, number];
  /** CASA (demand / customer deposits, footnotes) at a quarter end, and its largest quarterly move. */
  casa?: readonly [number, number];
  casaQuarterChange?: number;
  /** P/E on trailing earnings at the latest close, for a company with positive earnings. */
  pe: readonly [number, number];
}

export const PLAUSIBLE_RANGES: Record<CompanyType, TypeRanges> = {
  bank: {
    roe: [-0.1, 0.3],
    roeYearChange: 0.15,
    equityToAssets: [0.04, 0.15],
    casa: [0.05, 0.5],
    casaQuarterChange: 0.04,
    pe: [4, 20],
  },
  securities: {
    roe: [-0.2, 0.35],
    roeYearChange: 0.3,
    equityToAssets: [0.2, 0.95],
    netMargin: [-1.5, 0.8],
    pe: [5, 30],
  },
  insurance: {
    roe: [-0.05, 0.3],
    roeYearChange: 0.2,
    equityToAssets: [0.04, 0.6],
    netMargin: [-0.2, 0.3],
    pe: [6, 30],
  },
  non_financial: {
    roe: [-0.45, 0.6],
    roeYearChange: 0.45,
    equityToAssets: [0.15, 0.9],
    netMargin: [-0.6, 0.45],
    pe: [4, 40],
  },
};

/**
 * Balance-sheet lines that may be negative in a real statement: contra lines (provisions against
 * assets, accumulated depreciation and amortisation, treasury shares), undistributed profit (a
 * loss), and reserves that move both ways (exchange and revaluation differences, fair value and
 * securities firms' realised and unrealised profit). Every other line, e.g. prepayments to
 * suppliers, is a balance of zero or more.
 */
const MAY_BE_NEGATIVE =
  /(_PROVISION$|INVESTMENT_PROVISIONS$|ASSET_PROVISIONS$|DEPRECIATION|AMORTIZATION|TREASURY_SHARES|RETAINED_EARNINGS|UNDISTRIBUTED|EXCHANGE_DIFF|REVALUATION|FAIR_VALUE_RESERVE|REALIZED_PROFIT)/;
/** Provisions on the liabilities side are balances owed: never negative. */
const LIABILITY_PROVISIONS = new Set(['SEVERANCE_ALLOWANCE_PROVISION']);

export function mayBeNegativeOnBalanceSheet(code: string): boolean {
  return MAY_BE_NEGATIVE.test(code) && !LIABILITY_PROVISIONS.has(code);
}
