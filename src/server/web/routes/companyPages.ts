import type { NextApiHandler } from 'next';
import { documentFileRoute, documentsRoute } from '../../modules/companyPages/documents.handlers';
import { companyNewsRoute, newsDetailRoute } from '../../modules/companyPages/news.handlers';
import { overviewRoute } from '../../modules/companyPages/overview.handlers';
import { stockOhlcRoute, technicalSummaryRoute } from '../../modules/companyPages/prices.handlers';
import { reportAnalysisRoute } from '../../modules/companyPages/reports.handlers';
import { valueChainRoute } from '../../modules/companyPages/valueChain.handlers';

/** The company screens' API routes by path (merged into API_ROUTES). */
export const COMPANY_PAGES_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/enterprise/overview': overviewRoute,
  '/api/enterprise/stock-ohlc': stockOhlcRoute,
  '/api/enterprise/technical-summary': technicalSummaryRoute,
  '/api/enterprise/value-chain': valueChainRoute,
  '/api/enterprise/report-analysis': reportAnalysisRoute,
  '/api/enterprise/news': companyNewsRoute,
  '/api/enterprise/documents': documentsRoute,
  '/api/news/[id]': newsDetailRoute,
  '/api/documents/[id]/file': documentFileRoute,
};
