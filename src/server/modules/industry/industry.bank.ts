import type { CommercialBankRow } from '@/common/contracts/macro';
import type { CompanyFigure, IndustryCompaniesResponse } from '@/common/contracts/industry';
import { periodEndDate } from '@/common/finance/periods';
import { BANK_RATIOS } from '@/common/finance/ratiosBank';
import type { Database } from '../../db/client';
import { getCommercialBanks } from '../macro/commercialBank.service';
import type { IndustrySpec } from '../../catalog/industry';

/**
 * The banks' comparison comes from their statements, not from industry series: the newest quarter's
 * key ratios exactly as GET /api/macro/ticket/commercial-bank computes them (the ratio catalogue),
 * given in % (the catalogue's fractions x 100) like every "%" figure of the industry tables.
 */
const BANK_COLUMNS = [
  { code: 'NIM', key: 'nim' },
  { code: 'NPL_RATIO', key: 'nplRatio' },
  { code: 'CASA_RATIO', key: 'casaRatio' },
  { code: 'LOAN_GROWTH', key: 'loanGrowth' },
  { code: 'DEPOSIT_GROWTH', key: 'depositGrowth' },
] as const satisfies readonly { code: string; key: keyof CommercialBankRow }[];

const QUARTER_LABEL = /^Q([1-4])\/(\d{4})$/;

function figureOf(bank: CommercialBankRow, value: number | null): CompanyFigure | null {
  const match = bank.period === null ? null : QUARTER_LABEL.exec(bank.period);
  if (value === null || !match || bank.period === null) return null;
  return {
    period: periodEndDate({ periodType: 'quarter', year: Number(match[2]), sub: Number(match[1]) }),
    periodLabel: bank.period,
    value: value * 100,
    yoy: null,
    share: null,
  };
}

/** GET /api/industry/companies?industry=bank: the catalog's banks first, then every other bank. */
export async function getBankCompanies(
  db: Database,
  spec: IndustrySpec | undefined,
): Promise<IndustryCompaniesResponse> {
  const { banks } = await getCommercialBanks(db);
  const byTicker = new Map(banks.map((bank) => [bank.ticker, bank]));
  const first = spec?.tickers ?? [];
  const tickers = [...first, ...banks.map((bank) => bank.ticker).filter((ticker) => !first.includes(ticker))];
  return {
    industry: 'BANK',
    indicators: BANK_COLUMNS.map(({ code }) => ({
      code,
      name: BANK_RATIOS.find((ratio) => ratio.code === code)?.nameVi ?? code,
      unit: '%',
      frequency: 'quarter' as const,
    })),
    rows: tickers.map((ticker) => {
      const bank = byTicker.get(ticker);
      return {
        ticker,
        name: bank?.name ?? ticker,
        exchange: bank?.exchange ?? null,
        listed: bank !== undefined,
        figures: Object.fromEntries(
          BANK_COLUMNS.map(({ code, key }) => [code, bank ? figureOf(bank, bank[key]) : null]),
        ),
      };
    }),
  };
}
