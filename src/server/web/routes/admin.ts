import type { NextApiHandler } from 'next';
import {
  adminCompaniesRoute,
  adminCompanySourcesRoute,
  adminCompanyTypeRoute,
  adminConfirmBankRoute,
  adminDiscountRoute,
  adminDiscountsRoute,
  adminDocumentRoute,
  adminDocumentsRoute,
  adminNewsListRoute,
  adminNewsRoute,
  adminOrdersRoute,
  adminPaymentEventsRoute,
  adminQualityRoute,
  adminStatementSourcesRoute,
  adminUserDeviceRoute,
  adminUserLockRoute,
  adminUserPlanRoute,
  adminUserRoute,
  adminUsersRoute,
} from '../../modules/admin/admin.handlers';
import { adminImportsRoute } from '../../importers/uploads.handlers';
import {
  adminDataSourcesRoute,
  adminSsiBackfillRoute,
  adminSsiListingsRoute,
  adminSsiSyncDayRoute,
} from '../../modules/dataSources/dataSources.handlers';
import { adminRevisionsRoute } from '../../modules/revisions/revisions.handlers';

/** The admin API routes by path (merged into API_ROUTES). */
export const ADMIN_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/admin/users': adminUsersRoute,
  '/api/admin/users/[userId]': adminUserRoute,
  '/api/admin/users/[userId]/plan': adminUserPlanRoute,
  '/api/admin/users/[userId]/lock': adminUserLockRoute,
  '/api/admin/users/[userId]/devices/[deviceId]': adminUserDeviceRoute,
  '/api/admin/orders': adminOrdersRoute,
  '/api/admin/orders/[orderCode]/confirm-bank': adminConfirmBankRoute,
  '/api/admin/payment-events': adminPaymentEventsRoute,
  '/api/admin/discounts': adminDiscountsRoute,
  '/api/admin/discounts/[id]': adminDiscountRoute,
  '/api/admin/imports': adminImportsRoute,
  '/api/admin/quality': adminQualityRoute,
  '/api/admin/companies': adminCompaniesRoute,
  '/api/admin/companies/[ticker]/type': adminCompanyTypeRoute,
  '/api/admin/companies/[ticker]/sources': adminCompanySourcesRoute,
  '/api/admin/statement-sources': adminStatementSourcesRoute,
  '/api/admin/revisions': adminRevisionsRoute,
  '/api/admin/data-sources': adminDataSourcesRoute,
  '/api/admin/data-sources/ssi/sync-day': adminSsiSyncDayRoute,
  '/api/admin/data-sources/ssi/backfill': adminSsiBackfillRoute,
  '/api/admin/data-sources/ssi/listings': adminSsiListingsRoute,
  '/api/admin/news': adminNewsListRoute,
  '/api/admin/news/[id]': adminNewsRoute,
  '/api/admin/documents': adminDocumentsRoute,
  '/api/admin/documents/[id]': adminDocumentRoute,
};
