import type { CommercialBankResponse, CommercialBankRow } from '@/common/contracts/macro';
import { periodLabel, type PeriodRef } from '@/common/finance/periods';
import { computeRatios } from '@/common/finance/ratios';
import type { Database } from '../../db/client';
import { buildRatioInput, StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs, type RatioValueRow } from '../ratios/ratios.repository';
import { readBanks, readLatestQuarters } from './commercialBank.repository';

/** The ratios the bank list shows, all from the ratio catalogue (src/common/finance/ratiosBank.ts). */
const BANK_COLUMNS = {
  nim: 'NIM',
  nplRatio: 'NPL_RATIO',
  casaRatio: 'CASA_RATIO',
  loanGrowth: 'LOAN_GROWTH',
  depositGrowth: 'DEPOSIT_GROWTH',
} as const;
const CODES = Object.values(BANK_COLUMNS);

/**
 * GET ticket/commercial-bank: every bank with its newest quarter's key ratios, computed by the ratio
 * catalogue exactly as numeral-data computes them (same inputs: StatementIndex, buildRatioInput,
 * computeRatios; these ratios read no price). One statement read per distinct newest year.
 */
export async function getCommercialBanks(db: Database): Promise<CommercialBankResponse> {
  const banks = await readBanks(db);
  const latest = await readLatestQuarters(
    db,
    banks.map((bank) => bank.ticker),
  );
  // Banks whose newest quarter falls in the same year share one read of that year and the one before.
  const byYear = new Map<number, string[]>();
  for (const [ticker, period] of latest)
    byYear.set(period.year, [...(byYear.get(period.year) ?? []), ticker]);
  const inputs: RatioValueRow[] = [];
  for (const [year, tickers] of byYear) {
    inputs.push(...(await readRatioInputs(db, tickers, 'quarter', { from: year - 1, to: year })));
  }
  const index = new StatementIndex(inputs, 'quarter');
  const rows = banks.map((bank): CommercialBankRow => {
    const period = latest.get(bank.ticker);
    const base = { ticker: bank.ticker, name: bank.nameVi, exchange: bank.exchange };
    if (!period) {
      return {
        ...base,
        period: null,
        nim: null,
        nplRatio: null,
        casaRatio: null,
        loanGrowth: null,
        depositGrowth: null,
      };
    }
    const ref: PeriodRef = { periodType: 'quarter', year: period.year, sub: period.quarter };
    const ratios = computeRatios(buildRatioInput(index, bank, ref, null), CODES);
    return {
      ...base,
      period: periodLabel(ref),
      nim: ratios[BANK_COLUMNS.nim] ?? null,
      nplRatio: ratios[BANK_COLUMNS.nplRatio] ?? null,
      casaRatio: ratios[BANK_COLUMNS.casaRatio] ?? null,
      loanGrowth: ratios[BANK_COLUMNS.loanGrowth] ?? null,
      depositGrowth: ratios[BANK_COLUMNS.depositGrowth] ?? null,
    };
  });
  return { banks: rows };
}
