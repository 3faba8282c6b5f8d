import type { CompanyType, StatementType } from '@/common/constants/market';
import { put, templateHas, type StatementAnchors } from './statementsModel';

/** One quarter's cash movements of a company that reports the enterprise-style cash flow forms. */
export interface EnterpriseFlows {
  companyType: CompanyType;
  cashBegin: number;
  cashEnd: number;
  /** Indirect-method operating lines (codes of that template), without the "other" receipts and payments. */
  indirect: Record<string, number>;
  /** Direct-method operating lines, without the "other" receipts and payments. */
  direct: Record<string, number>;
  /** Lines present in both forms, so both give the same investing and financing totals. */
  investing: Record<string, number>;
  financing: Record<string, number>;
  /** Gross size of the "other" receipts and payments on top of the balancing amount. */
  otherGross: number;
}

const FORMS = ['CASH_FLOW_INDIRECT', 'CASH_FLOW_DIRECT'] as const satisfies readonly StatementType[];

function sumOf(values: Record<string, number>): number {
  return Object.values(values).reduce((sum, value) => sum + Math.round(value), 0);
}

/**
 * Anchors both cash flow statements. Operating cash is what is left of the change in balance-sheet
 * cash after investing and financing, so NET_CASH_FLOW equals that change and both forms agree on
 * every section total; what the itemised operating lines do not explain goes to "other" receipts
 * (when positive) or payments (when negative), keeping each line's natural sign.
 */
export function anchorEnterpriseCashFlows(flows: EnterpriseFlows, anchors: StatementAnchors): void {
  for (const form of FORMS) {
    for (const code of [...Object.keys(flows.investing), ...Object.keys(flows.financing)]) {
      if (!templateHas(flows.companyType, form, code))
        throw new Error(`${flows.companyType} ${form} has no ${code}: the forms would disagree`);
    }
  }
  const investing = sumOf(flows.investing);
  const financing = sumOf(flows.financing);
  const netFlow = Math.round(flows.cashEnd) - Math.round(flows.cashBegin);
  const operating = netFlow - investing - financing;
  for (const form of FORMS) {
    const target = anchors[form];
    const lines = form === 'CASH_FLOW_INDIRECT' ? flows.indirect : flows.direct;
    const present = Object.fromEntries(
      Object.entries(lines).filter(([code]) => templateHas(flows.companyType, form, code)),
    );
    put(target, present);
    put(target, flows.investing);
    put(target, flows.financing);
    const balance = operating - sumOf(present);
    const gross = Math.round(Math.abs(flows.otherGross));
    put(target, {
      OTHER_OPERATING_RECEIPTS: Math.max(0, balance) + gross,
      OTHER_OPERATING_PAYMENTS: Math.min(0, balance) - gross,
      NET_CASH_FROM_OPERATING: operating,
      NET_CASH_FROM_INVESTING: investing,
      NET_CASH_FROM_FINANCING: financing,
      NET_CASH_FLOW: netFlow,
      CASH_BEGINNING: flows.cashBegin,
      FX_EFFECT_ON_CASH: 0,
      CASH_ENDING: flows.cashEnd,
    });
  }
}

/** Splits a net change into gross inflow and outflow lines, with turnover on both sides. */
export function grossFlows(net: number, churn: number): { inflow: number; outflow: number } {
  const base = Math.round(Math.abs(churn));
  return { inflow: Math.max(0, Math.round(net)) + base, outflow: Math.min(0, Math.round(net)) - base };
}
