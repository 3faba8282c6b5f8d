import type { Random } from './random';
import type { DemoCompanySpec } from './universe';
import { demoForeignLimitPct } from './companies';

/**
 * Companies whose controlling owner is the state (a ministry, the state capital fund or a state
 * group), with the range the demo draws the state's stake from, percent. The ranges are in the
 * neighbourhood of the published stakes; the drawn figures are demo data.
 */
const STATE_OWNED: Readonly<Record<string, readonly [number, number]>> = {
  VCB: [70, 76],
  BID: [78, 82],
  CTG: [62, 66],
  GAS: [94, 96],
  PLX: [74, 77],
  POW: [78, 81],
  BSR: [90, 93],
  ACV: [94, 96],
  HVN: [84, 88],
  BVH: [62, 66],
  PVD: [49, 52],
  PVS: [50, 53],
  DPM: [58, 61],
  DCM: [74, 77],
  SAB: [35, 37],
  VNM: [35, 37],
  VCG: [8, 12],
  PVI: [33, 36],
};

/**
 * Popular stocks foreign investors hold up to their limit: their room stays 0, so on each session
 * foreign buying only matches foreign selling.
 */
const AT_FOREIGN_LIMIT = new Set(['FPT', 'MWG', 'PNJ', 'REE', 'ACB']);

/** A company's shareholder make-up, drawn once and shared by sessions, structure and holders. */
export interface OwnershipProfile {
  /** The state's stake, percent (0 for privately controlled companies). */
  statePct: number;
  /** Board, management and their families, percent, at the start of the three years shown. */
  insiderPct: number;
  /** The foreign ownership limit (companies.foreign_limit_pct), percent. */
  foreignLimitPct: number;
  /**
   * The most foreigners hold, percent: the limit, or less when the state and insiders leave a
   * smaller free float (a state holding 95% leaves at most a few percent to anyone).
   */
  foreignCapPct: number;
  /** Foreign holding on the first of the 500 sessions, percent (at most foreignCapPct). */
  foreignStartPct: number;
  /** Sits at the limit through the sessions (room 0). */
  atLimit: boolean;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Draws the profile from the ticker's own 'ownership' stream (the first draws of that stream). */
export function drawOwnershipProfile(spec: DemoCompanySpec, random: Random): OwnershipProfile {
  const stateRange = STATE_OWNED[spec.ticker];
  const statePct = stateRange ? round2(random.uniform(stateRange[0], stateRange[1])) : 0;
  const insiderPct = round2(stateRange ? random.uniform(0.01, 0.4) : random.uniform(0.8, 14));
  const foreignLimitPct = demoForeignLimitPct(spec);
  // At least 2% stays with other (domestic) investors.
  const foreignCapPct = Math.max(0, Math.min(foreignLimitPct, 98 - statePct - insiderPct));
  const atLimit = AT_FOREIGN_LIMIT.has(spec.ticker) && foreignCapPct === foreignLimitPct;
  const share = spec.tier <= 2 ? random.uniform(0.35, 0.92) : random.uniform(0.04, 0.7);
  return {
    statePct,
    insiderPct,
    foreignLimitPct,
    foreignCapPct,
    foreignStartPct: atLimit ? foreignCapPct : round2(foreignCapPct * share),
    atLimit,
  };
}
