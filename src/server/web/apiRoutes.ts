import type { NextApiHandler } from 'next';
import { ADMIN_ROUTES } from './routes/admin';
import { ALERTS_ROUTES } from './routes/alerts';
import { CHARTS_ROUTES } from './routes/charts';
import { COMPANY_PAGES_ROUTES } from './routes/companyPages';
import { CORPORATE_EVENTS_ROUTES } from './routes/corporateEvents';
import { INDUSTRY_ROUTES } from './routes/industry';
import { MACRO_ROUTES } from './routes/macro';
import { MARKET_ROUTES } from './routes/market';
import { MARKET_FLOWS_ROUTES } from './routes/marketFlows';
import { OWNERSHIP_ROUTES } from './routes/ownership';
import { PAYMENTS_ROUTES } from './routes/payments';
import { PORTFOLIOS_ROUTES } from './routes/portfolios';
import { PREVIEW_ROUTES } from './routes/preview';
import { SCREENER_ROUTES } from './routes/screener';
import { SERIES_ROUTES } from './routes/series';
import { COMPARE_ROUTES } from './routes/compare';
import { VALUATION_ROUTES } from './routes/valuation';
import { WATCHLISTS_ROUTES } from './routes/watchlists';
import {
  activateRoute,
  avatarImageRoute,
  avatarRoute,
  changePasswordRoute,
  checkExpiredRoute,
  checkPlanRoute,
  devOutboxRoute,
  deviceRoute,
  devicesRoute,
  forgotPasswordRoute,
  loginFacebookRoute,
  loginGoogleRoute,
  loginRoute,
  logoutRoute,
  meRoute,
  refreshRoute,
  registerRoute,
  resendActivationRoute,
  resetPasswordRoute,
  verifyOtpRoute,
} from '../modules/accounts/accounts.handlers';
import { cspReportRoute } from '../modules/csp/csp.handlers';
import { corpProfileRoute, corpSearchRoute } from '../modules/enterprise/enterprise.handlers';
import {
  financeDataRangeRoute,
  financeDataRoute,
  financeLabelRoute,
  financeTickerDataRoute,
} from '../modules/finance/finance.handlers';
import { healthRoute } from '../modules/health/health.handlers';
import { appInfoRoute } from '../modules/meta/meta.handlers';
import {
  ratiosDataRoute,
  ratiosMetricRoute,
  sameIndustryDataRoute,
  sameIndustryMetricRoute,
} from '../modules/ratios/ratios.handlers';

/**
 * Every API route by its path (`[name]` is a dynamic segment): the one registry. The production
 * server answers these directly (apiLane.ts createApiLane); `next dev` serves them through the one
 * catch-all page src/pages/api/[...path].ts, which dispatches through this table (createApiPage).
 */
export const API_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/health': healthRoute,
  '/api/app-info': appInfoRoute,
  '/api/csp-report': cspReportRoute,
  '/api/enterprise/corp-search': corpSearchRoute,
  '/api/enterprise/corp-profile': corpProfileRoute,
  '/api/enterprise/finance-label': financeLabelRoute,
  '/api/enterprise/v2/finance-data': financeDataRoute,
  '/api/enterprise/v2/finance-ticket-data': financeTickerDataRoute,
  '/api/enterprise/v2/finance-data-range': financeDataRangeRoute,
  '/api/enterprise/numeral-data': ratiosDataRoute,
  '/api/enterprise/numeral-metric': ratiosMetricRoute,
  '/api/enterprise/same-industry-data': sameIndustryDataRoute,
  '/api/enterprise/same-industry-metric': sameIndustryMetricRoute,
  '/api/auth/register': registerRoute,
  '/api/auth/login': loginRoute,
  '/api/auth/resend-activation': resendActivationRoute,
  '/api/auth/login-google': loginGoogleRoute,
  '/api/auth/login-facebook': loginFacebookRoute,
  '/api/auth/logout': logoutRoute,
  '/api/auth/refresh': refreshRoute,
  '/api/users/activate': activateRoute,
  '/api/users/me': meRoute,
  '/api/users/avatar': avatarRoute,
  '/api/users/avatar/[userId]': avatarImageRoute,
  '/api/users/change-password': changePasswordRoute,
  '/api/users/forgot-password': forgotPasswordRoute,
  '/api/users/forgot-password/verify': verifyOtpRoute,
  '/api/users/forgot-password/reset': resetPasswordRoute,
  '/api/users/devices': devicesRoute,
  '/api/users/devices/[deviceId]': deviceRoute,
  '/api/users/check-ip-expired': checkExpiredRoute,
  '/api/users/check-plan': checkPlanRoute,
  '/api/dev/outbox': devOutboxRoute,
  ...PAYMENTS_ROUTES,
  ...ADMIN_ROUTES,
  ...CHARTS_ROUTES,
  ...MACRO_ROUTES,
  ...INDUSTRY_ROUTES,
  ...COMPANY_PAGES_ROUTES,
  ...MARKET_ROUTES,
  ...MARKET_FLOWS_ROUTES,
  ...CORPORATE_EVENTS_ROUTES,
  ...OWNERSHIP_ROUTES,
  ...PREVIEW_ROUTES,
  ...SCREENER_ROUTES,
  ...WATCHLISTS_ROUTES,
  ...PORTFOLIOS_ROUTES,
  ...ALERTS_ROUTES,
  ...SERIES_ROUTES,
  ...COMPARE_ROUTES,
  ...VALUATION_ROUTES,
};
