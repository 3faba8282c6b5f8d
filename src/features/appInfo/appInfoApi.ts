import { api } from '@/application/api';
import { appInfoSchema, type AppInfo } from '@/common/contracts/appInfo';

export const appInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppInfo: build.query<AppInfo, undefined>({
      query: () => ({ url: '/app-info', silent: true }),
      transformResponse: (response: unknown) => appInfoSchema.parse(response),
    }),
  }),
});

export const { useGetAppInfoQuery } = appInfoApi;
