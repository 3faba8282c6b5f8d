import type { StatementMapping } from './types';

// VCI item ids of banks (checked on ACB, 2018-2025) to template codes. VCI prints expenses and
// outflows negative. Some ids are shared with the non-financial layout but mean something else
// there, and some VCI names are wrong (cfa34 is named "Lưu chuyển tiền thuần trong kỳ" but equals
// the financing subtotal), which is why rows are keyed by id per company type.

// prettier-ignore
const BALANCE_SHEET: StatementMapping = {
  companyType: 'bank',
  statement: 'BALANCE_SHEET',
  unit: 'vnd',
  entries: [
    ['bsa2', 'CASH_AND_EQUIVALENTS'], ['bsb97', 'BALANCES_WITH_SBV'], ['bsb98', 'PLACEMENTS_WITH_CREDIT_INSTITUTIONS'],
    ['bsb258', null], ['bsb259', null], ['bsb260', null],
    ['bsb99', 'TRADING_SECURITIES_NET'], ['bsb100', 'TRADING_SECURITIES'], ['bsb101', 'TRADING_SECURITIES_PROVISION'],
    ['bsb102', 'DERIVATIVE_ASSETS'], ['bsb103', 'LOANS_TO_CUSTOMERS_NET'], ['bsb104', 'LOANS_TO_CUSTOMERS'],
    ['bsb105', 'LOAN_LOSS_PROVISION'], ['bsb261', null], ['bsb262', null], ['bsb263', null],
    ['bsb106', 'INVESTMENT_SECURITIES'], ['bsb107', 'AFS_SECURITIES'], ['bsb108', 'HTM_SECURITIES'],
    ['bsb109', 'INVESTMENT_SECURITIES_PROVISION'],
    // bsa45 is joint ventures plus associates (bsa276 + bsa277); the template keeps them apart.
    ['bsa43', 'LONG_TERM_INVESTMENTS'], ['bsa44', null], ['bsa45', null], ['bsa276', 'INVESTMENTS_IN_JOINT_VENTURES'],
    ['bsa277', 'INVESTMENTS_IN_ASSOCIATES'], ['bsa46', 'OTHER_LONG_TERM_INVESTMENTS'],
    ['bsa47', 'LONG_TERM_INVESTMENTS_PROVISION'],
    ['bsa29', 'FIXED_ASSETS'], ['bsa30', 'TANGIBLE_FIXED_ASSETS'], ['bsa31', null], ['bsa32', null],
    ['bsa33', 'FINANCE_LEASE_ASSETS'], ['bsa34', null], ['bsa35', null], ['bsa36', 'INTANGIBLE_FIXED_ASSETS'],
    ['bsa37', null], ['bsa38', null], ['bsa40', 'INVESTMENT_PROPERTIES'], ['bsa41', null], ['bsa42', null],
    ['bsb110', 'OTHER_ASSETS'], ['bsb264', null], ['bsb265', null], ['bsb266', null], ['bsb267', null],
    ['bsb268', null], ['bsb269', null],
    ['bsa53', 'TOTAL_ASSETS'],
    ['bsa54', 'TOTAL_LIABILITIES'], ['bsb111', 'DUE_TO_GOVERNMENT_AND_SBV'], ['bsb112', 'DEPOSITS_FROM_CREDIT_INSTITUTIONS'],
    ['bsb270', null], ['bsb271', null], ['bsb113', 'CUSTOMER_DEPOSITS'], ['bsb114', 'DERIVATIVE_LIABILITIES'],
    ['bsb115', 'ENTRUSTED_FUNDS'], ['bsb116', 'VALUABLE_PAPERS_ISSUED'], ['bsb117', 'OTHER_LIABILITIES'],
    ['bsb272', null], ['bsb273', null], ['bsb274', null], ['bsb275', null],
    ['bsa78', 'OWNERS_EQUITY'], ['bsb118', 'CAPITAL'], ['bsa80', 'CHARTER_CAPITAL'],
    ['bsb119', 'CONSTRUCTION_INVESTMENT_CAPITAL'], ['bsa81', 'SHARE_PREMIUM'], ['bsa83', 'TREASURY_SHARES'],
    ['bsb120', 'PREFERRED_SHARES'], ['bsa82', 'OTHER_CAPITAL'], ['bsb121', 'RESERVES'],
    ['bsa85', 'FOREIGN_EXCHANGE_DIFFERENCES'], ['bsa84', 'ASSET_REVALUATION_DIFFERENCES'], ['bsa90', 'RETAINED_EARNINGS'],
    // Circular 49 keeps minorities outside equity; bsa95 is VCI's pre-2015 duplicate of the line.
    ['bsa210', 'MINORITY_INTEREST'], ['bsa95', null],
    ['bsa96', 'TOTAL_RESOURCES'],
    // Off-balance-sheet commitments: no template items.
    ['bsb131', null], ['bsb158', null], ['bsb180', null], ['bsb181', null], ['bsb182', null], ['bsb183', null],
    ['bsb184', null], ['bsb185', null], ['bsb186', null],
  ],
};

// prettier-ignore
const INCOME_STATEMENT: StatementMapping = {
  companyType: 'bank',
  statement: 'INCOME_STATEMENT',
  unit: 'vnd',
  entries: [
    ['isb25', 'INTEREST_INCOME'], ['isb26', 'INTEREST_EXPENSE'], ['isb27', 'NET_INTEREST_INCOME'],
    ['isb28', 'FEE_INCOME'], ['isb29', 'FEE_EXPENSE'], ['isb30', 'NET_FEE_INCOME'], ['isb31', 'NET_FX_GAIN'],
    ['isb32', 'NET_TRADING_SECURITIES_GAIN'], ['isb33', 'NET_INVESTMENT_SECURITIES_GAIN'], ['isb34', 'OTHER_INCOME'],
    ['isb35', 'OTHER_EXPENSES'], ['isb36', 'NET_OTHER_INCOME'], ['isb37', 'DIVIDEND_INCOME'],
    ['isb38', 'TOTAL_OPERATING_INCOME'], ['isb39', 'OPERATING_EXPENSES'], ['isb40', 'PROFIT_BEFORE_PROVISIONS'],
    ['isb41', 'CREDIT_LOSS_PROVISION'], ['isa16', 'PROFIT_BEFORE_TAX'], ['isa17', 'CURRENT_INCOME_TAX'],
    ['isa18', 'DEFERRED_INCOME_TAX'], ['isa19', 'CORPORATE_INCOME_TAX'], ['isa20', 'NET_PROFIT'],
    // VCI prints the minorities' share positive (as for companies); the bank template wants it as it
    // enters net profit, i.e. negative.
    ['isa21', 'MINORITY_INTEREST', -1],
    ['isa22', 'NET_PROFIT_PARENT'], ['isa23', 'EPS_BASIC', 1, 'vnd_per_share'],
    // The bank template has no diluted EPS.
    ['isa24', null],
  ],
};

// prettier-ignore
const CASH_FLOW_DIRECT: StatementMapping = {
  companyType: 'bank',
  statement: 'CASH_FLOW_DIRECT',
  unit: 'vnd',
  entries: [
    ['cfb75', 'INTEREST_RECEIVED'], ['cfb76', 'INTEREST_PAID'], ['cfb77', 'FEES_RECEIVED'],
    ['cfb78', 'FX_AND_GOLD_DEALING_RECEIPTS'], ['cfb79', 'SECURITIES_DEALING_RECEIPTS'],
    // cfb221 = cfb78 + cfb79 (foreign currency, gold and securities together): no single template item.
    ['cfb221', null],
    ['cfb80', 'OTHER_INCOME_RECEIVED'], ['cfb106', 'WRITTEN_OFF_DEBTS_RECOVERED'],
    ['cfb81', 'PAYMENTS_TO_EMPLOYEES_AND_SUPPLIERS'], ['cfa43', 'INCOME_TAX_PAID'],
    ['cfa9', 'OPERATING_CASH_BEFORE_CHANGES'], ['cfb48', 'CHANGE_IN_COMPULSORY_RESERVES'],
    ['cfb49', 'CHANGE_IN_PLACEMENTS'], ['cfb50', 'CHANGE_IN_TRADING_SECURITIES'], ['cfb51', 'CHANGE_IN_DERIVATIVE_ASSETS'],
    ['cfb52', 'CHANGE_IN_LOANS'], ['cfb53', 'CHANGE_IN_INTEREST_RECEIVABLE'], ['cfb54', 'USE_OF_LOAN_LOSS_PROVISION'],
    ['cfb55', 'CHANGE_IN_OTHER_OPERATING_ASSETS'], ['cfb56', 'CHANGE_IN_DUE_TO_SBV'],
    ['cfb57', 'CHANGE_IN_DEPOSITS_FROM_CREDIT_INSTITUTIONS'], ['cfb58', 'CHANGE_IN_CUSTOMER_DEPOSITS'],
    ['cfb59', 'CHANGE_IN_DERIVATIVE_LIABILITIES'], ['cfb60', 'CHANGE_IN_ENTRUSTED_FUNDS'],
    ['cfb61', 'CHANGE_IN_VALUABLE_PAPERS'], ['cfb62', 'CHANGE_IN_ACCRUED_INTEREST'],
    ['cfb63', 'CHANGE_IN_OTHER_OPERATING_LIABILITIES'], ['cfb64', 'NET_CASH_FROM_OPERATING_BEFORE_TAX'],
    ['cfa15', 'INCOME_TAX_PAID_OTHER'], ['cfb65', 'PAYMENTS_FROM_RESERVES'], ['cfb66', 'BAD_DEBT_RECOVERIES'],
    ['cfa18', 'NET_CASH_FROM_OPERATING'],
    ['cfa19', 'PURCHASE_OF_FIXED_ASSETS'], ['cfa20', 'PROCEEDS_FROM_FIXED_ASSET_DISPOSAL'],
    ['cfb67', 'FIXED_ASSET_DISPOSAL_COSTS'], ['cfb68', 'PURCHASE_OF_INVESTMENT_PROPERTIES'],
    ['cfb69', 'PROCEEDS_FROM_INVESTMENT_PROPERTIES'], ['cfb70', 'INVESTMENT_PROPERTY_DISPOSAL_COSTS'],
    ['cfa23', 'INVESTMENTS_IN_OTHER_ENTITIES'], ['cfa24', 'PROCEEDS_FROM_DIVESTMENT'], ['cfa25', 'DIVIDENDS_RECEIVED'],
    ['cfa26', 'NET_CASH_FROM_INVESTING'],
    ['cfa27', 'PROCEEDS_FROM_SHARE_ISSUE'], ['cfb71', 'PROCEEDS_FROM_LONG_TERM_PAPERS'],
    ['cfb72', 'REPAYMENT_OF_LONG_TERM_PAPERS'], ['cfa32', 'DIVIDENDS_PAID'], ['cfb73', 'PURCHASE_OF_TREASURY_SHARES'],
    ['cfb74', 'SALE_OF_TREASURY_SHARES'],
    // Named "Lưu chuyển tiền thuần trong kỳ" by VCI, but it is the financing subtotal.
    ['cfa34', 'NET_CASH_FROM_FINANCING'],
    ['cfa35', 'NET_CASH_FLOW'], ['cfa36', 'CASH_BEGINNING'], ['cfa37', 'FX_EFFECT_ON_CASH'], ['cfa38', 'CASH_ENDING'],
  ],
};

export const VCI_BANK: readonly StatementMapping[] = [BALANCE_SHEET, INCOME_STATEMENT, CASH_FLOW_DIRECT];
