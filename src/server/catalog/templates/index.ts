import {
  COMPANY_TYPES,
  STATEMENT_TYPES,
  type CompanyType,
  type StatementType,
} from '@/common/constants/market';
import { BANK_BALANCE_SHEET } from './bank/balanceSheet';
import { BANK_CASH_FLOW_DIRECT } from './bank/cashFlowDirect';
import { BANK_CASH_FLOW_INDIRECT } from './bank/cashFlowIndirect';
import { BANK_FOOTNOTES } from './bank/footnotes';
import { BANK_INCOME_STATEMENT } from './bank/incomeStatement';
import { buildTemplate } from './build';
import { COMMON_CASH_FLOW_DIRECT } from './commonCashFlowDirect';
import { INSURANCE_BALANCE_SHEET } from './insurance/balanceSheet';
import { INSURANCE_CASH_FLOW_INDIRECT } from './insurance/cashFlowIndirect';
import { INSURANCE_FOOTNOTES } from './insurance/footnotes';
import { INSURANCE_INCOME_STATEMENT } from './insurance/incomeStatement';
import { NON_FINANCIAL_BALANCE_SHEET } from './nonFinancial/balanceSheet';
import { NON_FINANCIAL_CASH_FLOW_INDIRECT } from './nonFinancial/cashFlowIndirect';
import { NON_FINANCIAL_FOOTNOTES } from './nonFinancial/footnotes';
import { NON_FINANCIAL_INCOME_STATEMENT } from './nonFinancial/incomeStatement';
import { SECURITIES_BALANCE_SHEET } from './securities/balanceSheet';
import { SECURITIES_CASH_FLOW_INDIRECT } from './securities/cashFlowIndirect';
import { SECURITIES_FOOTNOTES } from './securities/footnotes';
import { SECURITIES_INCOME_STATEMENT } from './securities/incomeStatement';
import type { ItemSpec, StatementTemplate, TemplateItem } from './types';

export type { FormulaTerm, StatementTemplate, TemplateItem } from './types';
export { validateTemplate } from './validate';

const SPECS: Record<CompanyType, Record<StatementType, readonly ItemSpec[]>> = {
  non_financial: {
    BALANCE_SHEET: NON_FINANCIAL_BALANCE_SHEET,
    INCOME_STATEMENT: NON_FINANCIAL_INCOME_STATEMENT,
    CASH_FLOW_INDIRECT: NON_FINANCIAL_CASH_FLOW_INDIRECT,
    CASH_FLOW_DIRECT: COMMON_CASH_FLOW_DIRECT,
    FOOTNOTES: NON_FINANCIAL_FOOTNOTES,
  },
  bank: {
    BALANCE_SHEET: BANK_BALANCE_SHEET,
    INCOME_STATEMENT: BANK_INCOME_STATEMENT,
    CASH_FLOW_INDIRECT: BANK_CASH_FLOW_INDIRECT,
    CASH_FLOW_DIRECT: BANK_CASH_FLOW_DIRECT,
    FOOTNOTES: BANK_FOOTNOTES,
  },
  securities: {
    BALANCE_SHEET: SECURITIES_BALANCE_SHEET,
    INCOME_STATEMENT: SECURITIES_INCOME_STATEMENT,
    CASH_FLOW_INDIRECT: SECURITIES_CASH_FLOW_INDIRECT,
    CASH_FLOW_DIRECT: COMMON_CASH_FLOW_DIRECT,
    FOOTNOTES: SECURITIES_FOOTNOTES,
  },
  insurance: {
    BALANCE_SHEET: INSURANCE_BALANCE_SHEET,
    INCOME_STATEMENT: INSURANCE_INCOME_STATEMENT,
    CASH_FLOW_INDIRECT: INSURANCE_CASH_FLOW_INDIRECT,
    CASH_FLOW_DIRECT: COMMON_CASH_FLOW_DIRECT,
    FOOTNOTES: INSURANCE_FOOTNOTES,
  },
};

/** Every template, one per (company type, statement): 4 x 5 = 20. */
export const ALL_TEMPLATES: readonly StatementTemplate[] = COMPANY_TYPES.flatMap((companyType) =>
  STATEMENT_TYPES.map((statement) => buildTemplate(companyType, statement, SPECS[companyType][statement])),
);

const BY_KEY = new Map(
  ALL_TEMPLATES.map((template) => [`${template.companyType}/${template.statement}`, template]),
);

export function getTemplate(companyType: CompanyType, statement: StatementType): readonly TemplateItem[] {
  return BY_KEY.get(`${companyType}/${statement}`)?.items ?? [];
}
