import type { NextApiHandler } from 'next';
import { valuationBandsRoute } from '../../modules/valuation/valuation.handlers';

/** The routes of the valuation bands (issue 33): P/E, P/B and EV/EBITDA over time with their statistics, merged into the one registry (apiRoutes.ts). */
export const VALUATION_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/enterprise/valuation-bands': valuationBandsRoute,
};
