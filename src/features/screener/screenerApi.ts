import { api } from '@/application/api';
import type {
  SavedScreen,
  SavedScreensResponse,
  ScreenerExportFormat,
  ScreenerOptionsResponse,
  ScreenerResponse,
  SharedScreenResponse,
} from '@/common/contracts/screener';
import type { ScreenText } from '@/common/screener/definition';
import { downloadBlob } from '@/lib/download';
import { http } from '@/lib/http';

/** A screen's page as the API takes it: the address's text form plus the page. */
export interface ScreenerRunArgs extends ScreenText {
  page: number;
  pageSize: number;
}

export interface SavedScreenInput extends ScreenText {
  name: string;
}

/** The screener's endpoints (src/server/modules/screener): runs, options, saved screens. */
export const screenerApi = api.enhanceEndpoints({ addTagTypes: ['SavedScreens'] }).injectEndpoints({
  endpoints: (build) => ({
    runScreen: build.query<ScreenerResponse, ScreenerRunArgs>({
      query: (args) => ({ url: '/screener/run', params: args, silent: true }),
    }),
    getScreenerOptions: build.query<ScreenerOptionsResponse, undefined>({
      query: () => ({ url: '/screener/options', silent: true }),
    }),
    getSavedScreens: build.query<SavedScreensResponse, undefined>({
      query: () => ({ url: '/screener/screens', silent: true }),
      providesTags: ['SavedScreens'],
      keepUnusedDataFor: 0,
    }),
    saveScreen: build.mutation<SavedScreen, SavedScreenInput>({
      query: (body) => ({ url: '/screener/screens', method: 'POST', data: body, silent: true }),
      invalidatesTags: ['SavedScreens'],
    }),
    updateScreen: build.mutation<SavedScreen, SavedScreenInput & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `/screener/screens/${String(id)}`,
        method: 'PUT',
        data: body,
        silent: true,
      }),
      invalidatesTags: ['SavedScreens'],
    }),
    deleteScreen: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/screener/screens/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedScreens'],
    }),
    shareScreen: build.mutation<SavedScreen, { id: number; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        url: `/screener/screens/${String(id)}/share`,
        method: 'POST',
        data: { enabled },
      }),
      invalidatesTags: ['SavedScreens'],
    }),
    getSharedScreen: build.query<SharedScreenResponse, string>({
      query: (token) => ({ url: `/screener/shared/${encodeURIComponent(token)}`, silent: true }),
    }),
  }),
});

export const {
  useRunScreenQuery,
  useGetScreenerOptionsQuery,
  useGetSavedScreensQuery,
  useSaveScreenMutation,
  useUpdateScreenMutation,
  useDeleteScreenMutation,
  useShareScreenMutation,
} = screenerApi;

const MIME: Record<ScreenerExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The matches of a screen as CSV or Excel (signed-in accounts; the plan caps the rows). */
export async function downloadScreen(
  text: ScreenText,
  format: ScreenerExportFormat,
  date: string | null,
): Promise<void> {
  const response = await http.request<Blob>({
    url: '/screener/export',
    params: { ...text, format },
    responseType: 'blob',
  });
  downloadBlob(response.data, MIME[format], `bo-loc-co-phieu-${date ?? 'moi-nhat'}.${format}`);
}
