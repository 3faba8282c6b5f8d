import type { DefaultSectionsResponse, FinanceChipResponse } from '@/common/contracts/financeChart';
import type { Database } from '../../../db/client';
import { AppError } from '../../../core/errors';
import { findCompany, type CompanyRef } from '../../finance/finance.repository';
import { buildDefaultSections } from '../defaultSections';
import { companyChips, companyMetricIndex } from './catalog';
import { industryChips } from './industryChips';
import { macroChip } from './macroCatalog';

async function companyOrThrow(db: Database, ticker: string): Promise<CompanyRef> {
  const company = await findCompany(db, ticker);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${ticker}.`);
  return company;
}

/**
 * GET /api/enterprise/v2/finance-chip: the metric groups of the company's type, then macro, then the
 * deep-data industries that list the company.
 */
export async function getFinanceChips(db: Database, ticker: string): Promise<FinanceChipResponse> {
  const company = await companyOrThrow(db, ticker);
  const macro = await macroChip(db);
  const industries = await industryChips(db, company.ticker);
  return {
    ticker: company.ticker,
    companyType: company.companyType,
    chips: [...companyChips(company.companyType), ...(macro ? [macro] : []), ...industries],
  };
}

/** GET /api/enterprise/chart-section/default: the ready-made sections of the company's type. */
export async function getDefaultSections(db: Database, ticker: string): Promise<DefaultSectionsResponse> {
  const company = await companyOrThrow(db, ticker);
  const names = new Map([...companyMetricIndex(company.companyType)].map(([key, info]) => [key, info.name]));
  return {
    symbol: company.ticker,
    companyType: company.companyType,
    sections: buildDefaultSections(company.companyType, company.ticker, names),
  };
}
