import type { NextApiHandler } from 'next';
import {
  adminConfirmBankRoute,
  adminDiscountRoute,
  adminDiscountsRoute,
  adminDocumentRoute,
  adminDocumentsRoute,
  adminImportsRoute,
  adminNewsListRoute,
  adminNewsRoute,
  adminOrdersRoute,
  adminPaymentEventsRoute,
  adminUserDeviceRoute,
  adminUserLockRoute,
  adminUserPlanRoute,
  adminUserRoute,
  adminUsersRoute,
} from '../../modules/admin/admin.handlers';

/** The admin API routes by path (merged into API_ROUTES; each also has its file under src/pages/api). */
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
  '/api/admin/news': adminNewsListRoute,
  '/api/admin/news/[id]': adminNewsRoute,
  '/api/admin/documents': adminDocumentsRoute,
  '/api/admin/documents/[id]': adminDocumentRoute,
};
