import { api } from '@/application/api';
import type { SeriesEvaluateRequest, SeriesEvaluateResponse } from '@/common/contracts/seriesMath';
import type { FormulaError } from '@/common/seriesMath/types';

/**
 * POST /api/series/evaluate (issue 33): a formula over series of any kind, evaluated by the server's
 * one engine. A query (the answer depends only on the formula and the caller), so equal formulas
 * share one cache entry; silent: the editor shows the engine's message itself. A formula the engine
 * refuses answers 400 whose `extra.formulaError` is the engine's FormulaError (code, offset `at`,
 * `offerFrequency` for frequencies that differ): read it with `formulaErrorOf`.
 */
export const seriesMathApi = api.injectEndpoints({
  endpoints: (build) => ({
    evaluateFormula: build.query<SeriesEvaluateResponse, SeriesEvaluateRequest>({
      query: (data) => ({
        url: '/series/evaluate',
        method: 'POST',
        data,
        silent: true,
        validate: () => import('@/common/contracts/seriesMath').then((m) => m.seriesEvaluateResponse),
      }),
    }),
  }),
});

export const { useEvaluateFormulaQuery, useLazyEvaluateFormulaQuery } = seriesMathApi;

/** The engine's error carried by a refused evaluation (RTK Query's error of this endpoint), if any. */
export function formulaErrorOf(error: unknown): FormulaError | null {
  if (typeof error !== 'object' || error === null) return null;
  // The base query's DescribedError keeps a 400's `extra` (src/lib/httpErrors.ts).
  const extra = (error as { extra?: unknown }).extra;
  const found =
    typeof extra === 'object' && extra !== null
      ? (extra as { formulaError?: unknown }).formulaError
      : undefined;
  if (typeof found !== 'object' || found === null) return null;
  const candidate = found as Partial<FormulaError>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string'
    ? (candidate as FormulaError)
    : null;
}
