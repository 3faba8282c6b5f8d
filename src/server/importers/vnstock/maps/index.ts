import { KBS_BANK } from './kbsBank';
import { KBS_NON_FINANCIAL } from './kbsNonFinancial';
import type { SourceMaps } from './types';
import { VCI_BANK } from './vciBank';
import { VCI_NON_FINANCIAL } from './vciNonFinancial';

export type { MappingEntry, SourceMaps, StatementFile, StatementMapping } from './types';

export type VnstockSource = 'vci' | 'kbs';

export const SOURCE_MAPS: Record<VnstockSource, SourceMaps> = {
  vci: {
    mappings: [...VCI_NON_FINANCIAL, ...VCI_BANK],
    typeMarkers: {
      balance_sheet: { bank: ['bsb103', 'bsb113'], non_financial: ['bsa1', 'bsa23'] },
      income_statement: { bank: ['isb27', 'isb38'], non_financial: ['isa3', 'isa5'] },
      cash_flow: { bank: ['cfb52', 'cfb58'], non_financial: ['cfa1', 'cfa11'] },
    },
    cashFlowMarkers: { direct: ['cfb75', 'cfb76'], indirect: ['cfa1', 'cfa2'] },
    headings: new Set(),
    nameFallback: { balance_sheet: true, income_statement: true, cash_flow: true },
  },
  kbs: {
    mappings: [...KBS_NON_FINANCIAL, ...KBS_BANK],
    typeMarkers: {
      balance_sheet: {
        bank: ['vi.loans_advances_and_finance_leases_to_customers', 'iii.deposits_from_customers'],
        non_financial: ['a.short_term_assets', 'b.long_term_assets'],
      },
      income_statement: {
        bank: ['i.net_interest_income', 'n_1.interest_income_and_similar_income'],
        non_financial: ['n_3.net_revenue', 'n_5.gross_profit'],
      },
      cash_flow: {
        bank: [
          'n_12.increase_decrease_in_loans_and_advances_to_customers',
          'n_17.increase_decrease_in_deposit_from_customers_including_the_state_treasury',
        ],
        non_financial: ['n_1.profit_before_tax', 'increase_decrease_in_inventories'],
      },
    },
    cashFlowMarkers: {
      direct: [
        'n_1.receipts_from_interest_and_similar_income',
        'n_2.payments_for_interest_and_similar_expenses',
      ],
      indirect: ['n_1.profit_before_tax', 'depreciation_of_fixed_assets_and_investment_properties'],
    },
    headings: new Set([
      'assets',
      'owners_equity',
      'b.liabilities_and_owners_equity',
      'i_cash_flows_from_operating_activities',
      'n_2_adjustments_for',
      'ii_cash_flows_from_investing_activities',
      'iii_cash_flows_from_financing_activities',
      'i.cash_flows_from_operating_activities',
      'changes_in_operating_assets',
      'changes_in_operating_liabilities',
      'ii.cash_flows_from_investing_activities',
      'iii.cash_flows_from_financing_activities',
    ]),
    // KBS prints income-statement expenses positive: a row matched by name could get the wrong sign.
    nameFallback: { balance_sheet: true, income_statement: false, cash_flow: true },
  },
};
