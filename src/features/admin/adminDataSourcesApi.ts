import { api } from '@/application/api';
import type {
  BackfillBody,
  DataSourcesOverview,
  QueuedJob,
  SyncDayBody,
} from '@/common/contracts/adminDataSources';

/** The console's "Nguồn dữ liệu" screen (/api/admin/data-sources and its SSI re-run buttons). */
export const adminDataSourcesApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminDataSources'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDataSources: build.query<DataSourcesOverview, undefined>({
        query: () => ({ url: '/admin/data-sources' }),
        providesTags: ['AdminDataSources'],
        keepUnusedDataFor: 0,
      }),
      // Each re-run refreshes the screen so the queued job shows in the queue at once.
      syncFeedDay: build.mutation<QueuedJob, SyncDayBody>({
        query: (body) => ({ url: '/admin/data-sources/ssi/sync-day', method: 'POST', data: body }),
        invalidatesTags: ['AdminDataSources'],
      }),
      backfillFeed: build.mutation<QueuedJob, BackfillBody>({
        query: (body) => ({ url: '/admin/data-sources/ssi/backfill', method: 'POST', data: body }),
        invalidatesTags: ['AdminDataSources'],
      }),
      refreshFeedListings: build.mutation<QueuedJob, undefined>({
        query: () => ({ url: '/admin/data-sources/ssi/listings', method: 'POST' }),
        invalidatesTags: ['AdminDataSources'],
      }),
    }),
  });

export const {
  useGetDataSourcesQuery,
  useSyncFeedDayMutation,
  useBackfillFeedMutation,
  useRefreshFeedListingsMutation,
} = adminDataSourcesApi;
