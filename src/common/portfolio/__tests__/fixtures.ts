import type { LedgerEntry } from '../types';

let nextId = 1;

/** A ledger line with the defaults of a hand-written test (ids in writing order). */
export function line(values: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'date'>): LedgerEntry {
  return {
    id: nextId++,
    ticker: null,
    quantity: null,
    price: null,
    amount: null,
    fee: '0',
    tax: '0',
    ...values,
  };
}

/**
 * The hand-computed portfolio of the unit tests (fee 0.15 %, sell tax 0.1 %, whole đồng):
 *  1. 2025-01-02 deposit 100,000,000                         cash 100,000,000
 *  2. 2025-01-03 buy AAA 1,000 × 20,000 = 20,000,000; fee 30,000
 *       cost 20,030,000; cash 100,000,000 − 20,030,000 = 79,970,000
 *  3. 2025-02-10 buy AAA 500 × 26,000 = 13,000,000; fee 19,500
 *       cost 20,030,000 + 13,019,500 = 33,049,500 for 1,500 shares; cash 66,950,500
 *  4. 2025-03-05 stock dividend AAA 15 % (ratio 1.15): 1,500 × 0.15 = 225 new shares
 *       1,725 shares, cost unchanged 33,049,500 (average 19,159.13...)
 *  5. 2025-04-01 cash dividend AAA 1,000 đ/cp × 1,725 = 1,725,000; cash 68,675,500
 *  6. 2025-05-06 sell AAA 345 × 30,000 = 10,350,000; fee 15,525; tax 10,350
 *       proceeds 10,350,000 − 15,525 − 10,350 = 10,324,125
 *       cost sold 33,049,500 × 345 / 1,725 = 6,609,900 (one fifth)
 *       realised 10,324,125 − 6,609,900 = 3,714,225
 *       left 1,380 shares, cost 26,439,600; cash 78,999,625
 *  7. 2025-06-02 withdrawal 5,000,000                        cash 73,999,625
 * At 28,000: market value 1,380 × 28,000 = 38,640,000; unrealised 38,640,000 − 26,439,600 = 12,200,400
 * NAV 73,999,625 + 38,640,000 = 112,639,625. Fees 30,000 + 19,500 + 15,525 = 65,025; taxes 10,350.
 */
export function handPortfolio(): LedgerEntry[] {
  return [
    line({ kind: 'deposit', date: '2025-01-02', amount: '100000000' }),
    line({ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: 1000, price: '20000', fee: '30000' }),
    line({ kind: 'buy', date: '2025-02-10', ticker: 'AAA', quantity: 500, price: '26000', fee: '19500' }),
    line({ kind: 'stock_dividend', date: '2025-03-05', ticker: 'AAA', quantity: 225 }),
    line({ kind: 'cash_dividend', date: '2025-04-01', ticker: 'AAA', amount: '1725000' }),
    line({
      kind: 'sell',
      date: '2025-05-06',
      ticker: 'AAA',
      quantity: 345,
      price: '30000',
      fee: '15525',
      tax: '10350',
    }),
    line({ kind: 'withdrawal', date: '2025-06-02', amount: '5000000' }),
  ];
}
