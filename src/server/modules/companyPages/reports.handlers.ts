import { reportAnalysisQuery } from '@/common/contracts/companyPages';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getReportAnalysis } from './reports.service';

/**
 * GET /api/enterprise/report-analysis?ticket=&source=&from=&to=&scope=&page=&pageSize=
 * Analysis reports belong to the analysis and valuation screens (ANALYSIS_VALUE_ALL, PRO), as the
 * issue says; DOCUMENT_ALL opens the company's own documents.
 */
export const reportAnalysisRoute = defineRoute({
  GET: method({
    query: reportAnalysisQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ANALYSIS_VALUE_ALL')],
    handler: ({ query }) => getReportAnalysis(getDb(), query),
  }),
});
