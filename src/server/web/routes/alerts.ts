import type { NextApiHandler } from 'next';
import { alertRoute, alertsRoute } from '../../modules/alerts/alerts.handlers';
import {
  notificationSettingsRoute,
  notificationsReadRoute,
  notificationsRoute,
  unreadCountRoute,
  unsubscribeRoute,
} from '../../modules/notifications/notifications.handlers';

/** The alerts and notifications routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const ALERTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/alerts': alertsRoute,
  '/api/alerts/[id]': alertRoute,
  '/api/notifications': notificationsRoute,
  '/api/notifications/unread-count': unreadCountRoute,
  '/api/notifications/read': notificationsReadRoute,
  '/api/notifications/settings': notificationSettingsRoute,
  '/api/notifications/unsubscribe': unsubscribeRoute,
};
