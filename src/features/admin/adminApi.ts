import { api } from '@/application/api';
import type {
  AdminContentQuery,
  AdminDiscount,
  AdminDiscountDeleted,
  AdminDocument,
  AdminImportQueued,
  AdminImportResult,
  AdminImportsOverview,
  AdminMessage,
  AdminNews,
  AdminOrder,
  AdminOrdersQuery,
  AdminPage,
  AdminPaymentEvent,
  AdminPaymentEventsQuery,
  AdminUserDetail,
  AdminUserRow,
  AdminUsersQuery,
  DiscountInput,
  DocumentBody,
  ImportBody,
  LockBody,
  NewsBody,
  SetPlanBody,
} from '@/common/contracts/admin';
import { apiRequest } from '@/lib/http';
import { describeHttpError } from '@/lib/httpErrors';

/** An upload of up to ~14 MB and its import may take longer than the usual 10 s. */
export const IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

/** Query parameters without empty filters. */
function params(values: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) out[key] = value;
  }
  return out;
}

type PageArgs<Q> = Partial<Q> & { page: number };

/**
 * The admin console's calls (/api/admin/*, plain `{ data }`; the server refuses non-admins with 403).
 * Failures toast through the http client, except the upload, whose screen shows the reason itself.
 */
export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'AdminUsers',
      'AdminOrders',
      'AdminDiscounts',
      'AdminImports',
      'AdminNews',
      'AdminDocuments',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminUsers: build.query<AdminPage<AdminUserRow>, PageArgs<AdminUsersQuery>>({
        query: (args) => ({ url: '/admin/users', params: params(args) }),
        providesTags: ['AdminUsers'],
        keepUnusedDataFor: 0,
      }),
      getAdminUser: build.query<AdminUserDetail, number>({
        query: (userId) => ({ url: `/admin/users/${String(userId)}` }),
        providesTags: (_result, _error, userId) => [{ type: 'AdminUsers', id: userId }],
        keepUnusedDataFor: 0,
      }),
      setUserPlan: build.mutation<AdminUserDetail, { userId: number } & SetPlanBody>({
        query: ({ userId, ...body }) => ({
          url: `/admin/users/${String(userId)}/plan`,
          method: 'PUT',
          data: body,
        }),
        invalidatesTags: ['AdminUsers'],
      }),
      setUserLock: build.mutation<AdminUserDetail, { userId: number } & LockBody>({
        query: ({ userId, ...body }) => ({
          url: `/admin/users/${String(userId)}/lock`,
          method: 'POST',
          data: body,
        }),
        invalidatesTags: ['AdminUsers'],
      }),
      removeUserDevice: build.mutation<AdminMessage, { userId: number; deviceId: string }>({
        query: ({ userId, deviceId }) => ({
          url: `/admin/users/${String(userId)}/devices/${encodeURIComponent(deviceId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['AdminUsers'],
      }),

      getAdminOrders: build.query<AdminPage<AdminOrder>, PageArgs<AdminOrdersQuery>>({
        query: (args) => ({ url: '/admin/orders', params: params(args) }),
        providesTags: ['AdminOrders'],
        keepUnusedDataFor: 0,
      }),
      getPaymentEvents: build.query<AdminPage<AdminPaymentEvent>, PageArgs<AdminPaymentEventsQuery>>({
        query: (args) => ({ url: '/admin/payment-events', params: params(args) }),
        providesTags: ['AdminOrders'],
        keepUnusedDataFor: 0,
      }),
      confirmBankOrder: build.mutation<AdminOrder, string>({
        query: (orderCode) => ({
          url: `/admin/orders/${encodeURIComponent(orderCode)}/confirm-bank`,
          method: 'POST',
        }),
        invalidatesTags: ['AdminOrders', 'AdminUsers'],
      }),

      getDiscounts: build.query<AdminDiscount[], undefined>({
        query: () => ({ url: '/admin/discounts' }),
        providesTags: ['AdminDiscounts'],
        keepUnusedDataFor: 0,
      }),
      createDiscount: build.mutation<AdminDiscount, DiscountInput>({
        query: (body) => ({ url: '/admin/discounts', method: 'POST', data: body }),
        invalidatesTags: ['AdminDiscounts'],
      }),
      updateDiscount: build.mutation<AdminDiscount, { id: number; body: DiscountInput }>({
        query: ({ id, body }) => ({ url: `/admin/discounts/${String(id)}`, method: 'PUT', data: body }),
        invalidatesTags: ['AdminDiscounts'],
      }),
      deleteDiscount: build.mutation<AdminDiscountDeleted, number>({
        query: (id) => ({ url: `/admin/discounts/${String(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminDiscounts'],
      }),

      getImports: build.query<AdminImportsOverview, undefined>({
        query: () => ({ url: '/admin/imports' }),
        providesTags: ['AdminImports'],
        keepUnusedDataFor: 0,
      }),
      // A large file answers 202 AdminImportQueued: a job imports it and the list shows the run.
      uploadImport: build.mutation<AdminImportResult | AdminImportQueued, ImportBody>({
        queryFn: async (body) => {
          try {
            const data = await apiRequest<AdminImportResult | AdminImportQueued>({
              url: '/admin/imports',
              method: 'POST',
              data: body,
              timeout: IMPORT_TIMEOUT_MS,
              silent: true,
            });
            return { data };
          } catch (error) {
            return { error: describeHttpError(error) };
          }
        },
        invalidatesTags: ['AdminImports'],
      }),

      getAdminNews: build.query<AdminPage<AdminNews>, PageArgs<AdminContentQuery>>({
        query: (args) => ({ url: '/admin/news', params: params(args) }),
        providesTags: ['AdminNews'],
        keepUnusedDataFor: 0,
      }),
      saveNews: build.mutation<AdminNews, { id?: number; body: NewsBody }>({
        query: ({ id, body }) =>
          id === undefined
            ? { url: '/admin/news', method: 'POST', data: body }
            : { url: `/admin/news/${String(id)}`, method: 'PUT', data: body },
        invalidatesTags: ['AdminNews'],
      }),
      deleteNews: build.mutation<AdminMessage, number>({
        query: (id) => ({ url: `/admin/news/${String(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminNews'],
      }),
      getAdminDocuments: build.query<AdminPage<AdminDocument>, PageArgs<AdminContentQuery>>({
        query: (args) => ({ url: '/admin/documents', params: params(args) }),
        providesTags: ['AdminDocuments'],
        keepUnusedDataFor: 0,
      }),
      saveDocument: build.mutation<AdminDocument, { id?: number; body: DocumentBody }>({
        query: ({ id, body }) =>
          id === undefined
            ? { url: '/admin/documents', method: 'POST', data: body }
            : { url: `/admin/documents/${String(id)}`, method: 'PUT', data: body },
        invalidatesTags: ['AdminDocuments'],
      }),
      deleteDocument: build.mutation<AdminMessage, number>({
        query: (id) => ({ url: `/admin/documents/${String(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminDocuments'],
      }),
    }),
  });

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useSetUserPlanMutation,
  useSetUserLockMutation,
  useRemoveUserDeviceMutation,
  useGetAdminOrdersQuery,
  useGetPaymentEventsQuery,
  useConfirmBankOrderMutation,
  useGetDiscountsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
  useGetImportsQuery,
  useUploadImportMutation,
  useGetAdminNewsQuery,
  useSaveNewsMutation,
  useDeleteNewsMutation,
  useGetAdminDocumentsQuery,
  useSaveDocumentMutation,
  useDeleteDocumentMutation,
} = adminApi;
