import { api } from '@/application/api';
import type { AppInfo } from '@/common/contracts/appInfo';

export const appInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppInfo: build.query<AppInfo, undefined>({
      // Typed, not parsed: the server builds it from appInfoSchema, and zod is kept out of the shell.
      query: () => ({ url: '/app-info', silent: true }),
    }),
  }),
});

export const { useGetAppInfoQuery } = appInfoApi;
