import type { NextApiHandler } from 'next';
import {
  industryCompaniesRoute,
  industryDashboardRoute,
  industryListRoute,
  industryOverviewRoute,
  industryPresentationRoute,
} from '../../modules/industry/industry.handlers';

/** The industry deep-data routes by path (merged into API_ROUTES). */
export const INDUSTRY_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/industry/list': industryListRoute,
  '/api/industry/dashboard': industryDashboardRoute,
  '/api/industry/companies': industryCompaniesRoute,
  '/api/industry/overview': industryOverviewRoute,
  '/api/industry/presentation': industryPresentationRoute,
};
