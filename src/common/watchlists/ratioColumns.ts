import type { WatchlistRatioKey } from './ratioKeys';
import { findCriterion, type CriterionUnit } from '../screener/criteria';

/**
 * The ratio columns a watchlist may add beside its price board. Each is one fact of the screener's
 * market facts (src/common/screener/criteria.ts: one definition, in its display unit), so a list
 * and a screen show the same P/E for a stock. Headers and help come from the criterion.
 */
export const WATCHLIST_RATIO_FACTS: Readonly<Record<WatchlistRatioKey, string>> = {
  pe: 'PE',
  pb: 'PB',
  ps: 'PS',
  dividendYield: 'DIVIDEND_YIELD',
  roe: 'R_ROE_Q',
  roa: 'R_ROA_Q',
  eps: 'R_EPS_Q',
  bvps: 'R_BVPS_Q',
  roe3y: 'R_ROE_AVG3Y',
  roe5y: 'R_ROE_AVG5Y',
  roa3y: 'R_ROA_AVG3Y',
  roa5y: 'R_ROA_AVG5Y',
  grossMargin3y: 'R_GROSS_MARGIN_AVG3Y',
  grossMargin5y: 'R_GROSS_MARGIN_AVG5Y',
  netMargin3y: 'R_NET_MARGIN_AVG3Y',
  netMargin5y: 'R_NET_MARGIN_AVG5Y',
  pe3y: 'R_PE_AVG3Y',
  pe5y: 'R_PE_AVG5Y',
  pb3y: 'R_PB_AVG3Y',
  pb5y: 'R_PB_AVG5Y',
};

export interface WatchlistRatioColumn {
  key: WatchlistRatioKey;
  /** The screener fact it shows. */
  fact: string;
  label: string;
  /** 'times' (lần), 'percent' (12.5 = 12.5 %), 'vnd' (đồng per share). */
  unit: CriterionUnit;
  help: string;
}

export function watchlistRatioColumn(key: WatchlistRatioKey): WatchlistRatioColumn {
  const fact = WATCHLIST_RATIO_FACTS[key];
  const criterion = findCriterion(fact);
  return {
    key,
    fact,
    label: criterion?.label ?? fact,
    unit: criterion?.unit ?? 'times',
    help: criterion?.help ?? '',
  };
}
