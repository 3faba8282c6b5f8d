import { api } from '@/application/api';
import type {
  NotificationListResponse,
  NotificationReadBody,
  UnsubscribeResponse,
} from '@/common/contracts/alerts';

/**
 * The account's notifications (issue 32): the bell's unread count, the notifications page, marking
 * read, and the e-mail's unsubscribe link (no session). Answers `{ data }` (src/server/modules/notifications).
 */

export interface NotificationListArgs {
  page: number;
  pageSize: number;
  unreadOnly?: boolean;
}

/** How often the bell asks for the unread count while a page is open. */
export const UNREAD_POLL_MS = 60_000;

const notificationsBase = api.enhanceEndpoints({ addTagTypes: ['Notifications'] });

export const notificationsApi = notificationsBase.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<{ unread: number }, undefined>({
      query: () => ({ url: '/notifications/unread-count', silent: true }),
      providesTags: ['Notifications'],
    }),
    getNotifications: build.query<NotificationListResponse, NotificationListArgs>({
      query: ({ page, pageSize, unreadOnly }) => ({
        url: '/notifications',
        params: { page, pageSize, ...(unreadOnly ? { unread: 'true' } : {}) },
        silent: true,
        validate: () => import('@/common/contracts/alerts').then((m) => m.notificationListResponse),
      }),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<{ updated: number; unread: number }, NotificationReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', data: body }),
      invalidatesTags: ['Notifications'],
    }),
    getUnsubscribe: build.query<UnsubscribeResponse, string>({
      query: (token) => ({
        url: '/notifications/unsubscribe',
        params: { token },
        silent: true,
        skipAuthRefresh: true,
      }),
      keepUnusedDataFor: 0,
    }),
    unsubscribe: build.mutation<UnsubscribeResponse, string>({
      query: (token) => ({
        url: '/notifications/unsubscribe',
        method: 'POST',
        params: { token },
        skipAuthRefresh: true,
      }),
    }),
    getNotificationSettings: build.query<{ emailAlerts: boolean }, undefined>({
      query: () => ({ url: '/notifications/settings', silent: true }),
      providesTags: ['Notifications'],
    }),
    saveNotificationSettings: build.mutation<{ emailAlerts: boolean }, { emailAlerts: boolean }>({
      query: (body) => ({ url: '/notifications/settings', method: 'PUT', data: body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetUnsubscribeQuery,
  useUnsubscribeMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
