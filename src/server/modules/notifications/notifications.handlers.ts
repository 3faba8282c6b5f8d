import {
  notificationListQuery,
  notificationReadBody,
  notificationSettingsBody,
  unsubscribeQuery,
} from '@/common/contracts/alerts';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import {
  describeUnsubscribe,
  getNotificationSettings,
  getNotifications,
  getUnreadCount,
  readNotifications,
  saveNotificationSettings,
  unsubscribe,
} from './notifications.service';

/** /api/notifications: the account's notifications, newest first, paged. */
export const notificationsRoute = defineRoute({
  GET: method({
    auth: 'required',
    query: notificationListQuery,
    handler: ({ user, query }) => getNotifications(getDb(), user.id, query),
  }),
});

/** /api/notifications/unread-count: the bell's number. */
export const unreadCountRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => getUnreadCount(getDb(), user.id),
  }),
});

/** /api/notifications/read: mark these, or all, read. */
export const notificationsReadRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: notificationReadBody,
    handler: ({ user, body }) => readNotifications(getDb(), user.id, body),
  }),
});

/** /api/notifications/settings: e-mail alerts on or off for the account. */
export const notificationSettingsRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => getNotificationSettings(getDb(), user.id),
  }),
  PUT: method({
    auth: 'required',
    body: notificationSettingsBody,
    handler: ({ user, body }) => saveNotificationSettings(getDb(), user.id, body.emailAlerts),
  }),
});

/**
 * /api/notifications/unsubscribe?token=: the e-mails' link, signed out. GET says what it is about,
 * POST turns the account's e-mail alerts off (the page posts on its button; mail clients' one-click
 * unsubscribe posts too).
 */
export const unsubscribeRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: unsubscribeQuery,
    handler: ({ query }) => describeUnsubscribe(getDb(), query.token),
  }),
  POST: method({
    auth: 'none',
    query: unsubscribeQuery,
    handler: ({ query }) => unsubscribe(getDb(), query.token),
  }),
});
