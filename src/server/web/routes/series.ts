import type { NextApiHandler } from 'next';
import { seriesEvaluateRoute } from '../../modules/seriesMath/seriesMath.handlers';

/** The routes of the chart formulas (issue 33): evaluating a formula over series of any kind, merged into the one registry (apiRoutes.ts). */
export const SERIES_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/series/evaluate': seriesEvaluateRoute,
};
