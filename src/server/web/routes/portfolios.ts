import type { NextApiHandler } from 'next';
import {
  portfolioImportRoute,
  portfolioPerformanceRoute,
  portfolioRoute,
  portfolioSuggestionsRoute,
  portfolioTransactionRoute,
  portfolioTransactionsRoute,
  portfoliosRoute,
} from '../../modules/portfolios/portfolios.handlers';

/** The portfolios routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const PORTFOLIOS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/portfolios': portfoliosRoute,
  '/api/portfolios/[id]': portfolioRoute,
  '/api/portfolios/[id]/transactions': portfolioTransactionsRoute,
  '/api/portfolios/[id]/transactions/[transactionId]': portfolioTransactionRoute,
  '/api/portfolios/[id]/import': portfolioImportRoute,
  '/api/portfolios/[id]/suggestions': portfolioSuggestionsRoute,
  '/api/portfolios/[id]/performance': portfolioPerformanceRoute,
};
