import type { StatementType } from '@/common/constants/market';
import type { Random } from './random';

/** How the resolver shares a known total among line items it has no model for. */
export interface SplitHint {
  /** Relative size among the positive parts of a total; 0 keeps the item at zero. */
  weight: number;
  /** For items that naturally reduce their total (contra-assets, deductions): size as a fraction of the gross. */
  contra: number;
}

// Items that reduce the total they belong to. Matching on the code keeps the rule valid for
// templates the models never name; everything else is taken as adding to its total.
const CONTRA_PATTERN =
  /(PROVISION|DEPRECIATION|AMORTIZATION|TREASURY_SHARES|DEDUCTIONS|REDUCTIONS|REFUNDS|EXPENSES?$|EXPENSES_|_EXPENSE_|LOSSES|_LOSS$|_COST$|^COGS$|PAYMENTS|_PAID|PAID_|^PURCHASE_|REPAYMENT|LOANS_GRANTED|INVESTMENTS_IN_OTHER|REPURCHASES|_CEDED$|CEDED_PREMIUM|CHARGE$|COSTS$)/;
// Lines most companies leave empty: old-form rows, internal balances, rare instruments.
const RARE_PATTERN =
  /(PRE20|REPO|SHORTAGE|INTERCOMPANY|PREFERRED|CONVERTIBLE|PRICE_STABILIZATION|BUDGET|FUNDS_FOR_FIXED|ERROR|CONSTRUCTION_CONTRACT|CAPITAL_IN_SUBSIDIARIES|OPERATING_CAPITAL|SCIENCE|SEVERANCE|REORGANIZATION|DERIVATIVE|REVALUATION|SPARE_PARTS|GOODWILL|FINANCE_LEASE|RECLASSIFICATION|RECOURSE|SALVAGE|ISSUANCE_AGENCY|AUCTION|CERTIFICATES|SETTLEMENT|HEDG|FOREIGN_OPERATIONS|OCI_)/;
const MINOR_PATTERN = /(OTHER|ADVANCES|DEPOSITS_PLACED|TOOLS|VAT|TAXES_RECEIVABLE|SUBSIDIAR)/;

// Ordinary positive balances whose codes contain one of the words above: prepayments to suppliers
// and prepaid expenses (assets), accrued expenses and provisions for liabilities (liabilities), the
// cost of fixed assets. Taken as contra lines, they came out negative on every balance sheet.
const NOT_CONTRA_PATTERN =
  /(PREPAYMENT|PREPAID|ACCRUED_EXPENSES|FUND_PAYMENTS$|(ASSETS|EQUIPMENT|VEHICLES|BUILDINGS|MACHINERY|FVTPL)_COST$|^(SHORT|LONG)_TERM_PROVISIONS$|^SEVERANCE_ALLOWANCE_PROVISION$)/;

/** +1 when the item adds to its total in the way statements usually show it, -1 when it reduces it. */
export function naturalSign(code: string): 1 | -1 {
  return CONTRA_PATTERN.test(code) && !NOT_CONTRA_PATTERN.test(code) ? -1 : 1;
}

function contraBase(code: string, random: Random): number {
  if (/DEPRECIATION|AMORTIZATION/.test(code)) return random.uniform(0.25, 0.5);
  if (/PROVISION/.test(code)) return random.chance(0.3) ? 0 : random.uniform(0.005, 0.05);
  if (/TREASURY_SHARES/.test(code)) return random.chance(0.6) ? 0 : random.uniform(0.002, 0.02);
  return random.uniform(0.02, 0.12);
}

interface CodeParams {
  base: number;
  contra: number;
  amplitude: number;
  period: number;
  phase: number;
}

/**
 * Per-company weights that stay put from quarter to quarter but drift slowly (a slow sine with a
 * random phase), so a line item's share of its total looks like one company's habit rather than noise.
 */
export class SplitWeights {
  private readonly params = new Map<string, CodeParams>();

  constructor(private readonly random: Random) {}

  private paramsOf(statement: StatementType, code: string): CodeParams {
    const key = `${statement}:${code}`;
    let found = this.params.get(key);
    if (!found) {
      // One stream per code: the weights of one item do not depend on which others were asked for.
      const stream = this.random.fork(key);
      const rare = RARE_PATTERN.test(code);
      const base = rare
        ? stream.chance(0.75)
          ? 0
          : 0.15 * Math.exp(0.5 * stream.normal())
        : Math.exp(0.7 * stream.normal()) * (MINOR_PATTERN.test(code) ? 0.35 : 1);
      found = {
        base,
        contra: base === 0 && rare ? 0 : contraBase(code, stream),
        amplitude: stream.uniform(0.05, 0.35),
        period: stream.uniform(16, 48),
        phase: stream.uniform(0, 2 * Math.PI),
      };
      this.params.set(key, found);
    }
    return found;
  }

  hint(statement: StatementType, code: string, periodIndex: number): SplitHint {
    const p = this.paramsOf(statement, code);
    const drift = Math.exp(p.amplitude * Math.sin((2 * Math.PI * periodIndex) / p.period + p.phase));
    if (naturalSign(code) < 0) return { weight: p.base * drift, contra: p.contra * drift };
    return { weight: p.base * drift, contra: 0 };
  }

  /** A stable fraction in [min, max] for "of which" lines, drifting like the weights. */
  fraction(statement: StatementType, code: string, periodIndex: number, min: number, max: number): number {
    const p = this.paramsOf(statement, code);
    const unit = 0.5 + 0.5 * Math.sin((2 * Math.PI * periodIndex) / p.period + p.phase);
    return min + (max - min) * unit;
  }
}
