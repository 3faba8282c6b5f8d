import type { StatementMapping } from './types';

/**
 * Lines of VCI's ratios files that are reported figures, not ratios: a bank's deposits by type
 * (ACB, 2018). They fill the bank FOOTNOTES (CASA = demand deposits / customer deposits). VND. The
 * file has no term deposits line, so TERM_DEPOSITS stays empty (never a difference of the others).
 */
// prettier-ignore
export const VCI_RATIO_FOOTNOTES: StatementMapping = {
  companyType: 'bank',
  statement: 'FOOTNOTES',
  unit: 'vnd',
  entries: [
    ['nob66', 'DEMAND_DEPOSITS'], ['nob69', 'MARGIN_DEPOSITS'], ['nob70', 'SPECIALIZED_DEPOSITS'],
    ['bsb113', 'CUSTOMER_DEPOSITS_BY_TYPE'],
  ],
};
