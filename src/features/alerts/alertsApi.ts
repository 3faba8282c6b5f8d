import { api } from '@/application/api';
import type { AlertCondition } from '@/common/alerts/conditions';
import type { AlertItem, AlertListResponse } from '@/common/contracts/alerts';

/** The account's alerts (issue 32; src/server/modules/alerts): list, create, pause/resume, delete. */

export interface AlertCreateArgs {
  ticker?: string;
  watchlistId?: number;
  condition: AlertCondition;
  notifyEmail: boolean;
  cooldownMinutes: number;
}

export interface AlertUpdateArgs {
  id: number;
  active?: boolean;
  notifyEmail?: boolean;
  cooldownMinutes?: number;
}

const alertsBase = api.enhanceEndpoints({ addTagTypes: ['Alerts'] });

export const alertsApi = alertsBase.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<AlertListResponse, undefined>({
      query: () => ({
        url: '/alerts',
        silent: true,
        validate: () => import('@/common/contracts/alerts').then((m) => m.alertListResponse),
      }),
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<AlertItem, AlertCreateArgs>({
      // The wire's name of a ticker is `ticket` (docs/ARCHITECTURE.md "Wire names").
      query: ({ ticker, ...rest }) => ({
        url: '/alerts',
        method: 'POST',
        data: { ...rest, ...(ticker ? { ticket: ticker } : {}) },
      }),
      invalidatesTags: ['Alerts'],
    }),
    updateAlert: build.mutation<AlertItem, AlertUpdateArgs>({
      query: ({ id, ...body }) => ({ url: `/alerts/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/alerts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useGetAlertsQuery, useCreateAlertMutation, useUpdateAlertMutation, useDeleteAlertMutation } =
  alertsApi;
