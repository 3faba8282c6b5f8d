import { api } from '@/application/api';
import type { AdminRevisionList, AdminRevisionsQuery } from '@/common/contracts/adminRevisions';

/** The console's "Thay đổi số liệu" screen: changed figures (/api/admin/revisions). */
export const adminRevisionsApi = api.enhanceEndpoints({ addTagTypes: ['AdminRevisions'] }).injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<AdminRevisionList, Partial<AdminRevisionsQuery> & { page: number }>({
      query: ({ ticker, seriesId, page }) => ({
        url: '/admin/revisions',
        // Empty filters are left out, so the server sees only what narrows the list.
        params: { page, ...(ticker ? { ticker } : {}), ...(seriesId !== undefined ? { seriesId } : {}) },
      }),
      providesTags: ['AdminRevisions'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRevisionsQuery } = adminRevisionsApi;
