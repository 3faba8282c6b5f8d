import type { CompanyType } from '@/common/constants/market';
import type { PayoutYear } from '@/common/contracts/corporateEvents';
import { periodEndDate, type PeriodRef } from '@/common/finance/periods';
import { paidInCapital, valueOf } from '@/common/finance/ratioMath';
import { sharesOnTodayBasis } from '@/common/finance/shareBasis';
import { dividendOnTodayBasis, payoutRatio } from '@/common/market/dividends';
import type { Database } from '../../db/client';
import { buildRatioInput, StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs } from '../ratios/ratios.repository';
import { loadShareHistories } from '../ratios/valuation.service';

/**
 * Payout ratio per fiscal year (docs/DATA.md "Dividend history and reference prices"): the year's
 * cash dividends per share / its EPS, both on today's share basis, so = Σ D × shares at each ex-date
 * / net profit attributable to the parent. The statements are read as the ratios read them (the
 * chosen source of each year, NET_PROFIT_PARENT and paid-in capital of the company type's form), and
 * the share history is the valuation's (corporate actions, else capital changes).
 */

export interface CashDividend {
  exDate: string;
  cashPerShare: number;
  fiscalYear: number;
}

export async function payoutYears(
  db: Database,
  company: { ticker: string; companyType: CompanyType },
  dividends: readonly CashDividend[],
): Promise<PayoutYear[]> {
  const years = [...new Set(dividends.map((dividend) => dividend.fiscalYear))].sort((a, b) => b - a);
  if (years.length === 0) return [];
  const [histories, rows] = await Promise.all([
    loadShareHistories(db, [company]),
    readRatioInputs(db, [company.ticker], 'year', {
      from: Math.min(...years),
      to: Math.max(...years),
    }),
  ]);
  const events = histories.get(company.ticker)?.events ?? [];
  const index = new StatementIndex(rows, 'year');
  return years.map((fiscalYear) => {
    const paid = dividends.filter((dividend) => dividend.fiscalYear === fiscalYear);
    const cashPerShare = paid.reduce((sum, dividend) => sum + dividend.cashPerShare, 0);
    const dividendsPerShare = paid.reduce(
      (sum, dividend) => sum + dividendOnTodayBasis(dividend.cashPerShare, dividend.exDate, events),
      0,
    );
    const ref: PeriodRef = { periodType: 'year', year: fiscalYear, sub: 0 };
    const input = buildRatioInput(index, company, ref, null);
    const netProfitParent = valueOf(input.flows, 'NET_PROFIT_PARENT');
    const shares = sharesOnTodayBasis(paidInCapital(input), periodEndDate(ref), events);
    const eps = netProfitParent !== null && shares !== null ? netProfitParent / shares : null;
    let { value, reason } = payoutRatio(dividendsPerShare, eps);
    if (netProfitParent === null) {
      value = null;
      reason = `Chưa có báo cáo kết quả kinh doanh năm ${String(fiscalYear)} (lợi nhuận sau thuế của cổ đông công ty mẹ).`;
    } else if (shares === null) {
      value = null;
      reason = `Thiếu vốn góp của chủ sở hữu cuối năm ${String(fiscalYear)} nên không tính được EPS.`;
    }
    return { fiscalYear, cashPerShare, dividendsPerShare, eps, netProfitParent, payoutRatio: value, reason };
  });
}
