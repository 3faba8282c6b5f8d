import { api } from '@/application/api';
import type { MacroReleaseCalendarResponse } from '@/common/contracts/macro';

/** The release calendar's cards of /macro (issue 33); silent: the section shows its own states. */
export const releaseCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMacroReleaseCalendar: build.query<MacroReleaseCalendarResponse, undefined>({
      query: () => ({
        url: '/macro/release-calendar',
        silent: true,
        validate: () => import('@/common/contracts/macro').then((m) => m.macroReleaseCalendarResponse),
      }),
    }),
  }),
});

export const { useGetMacroReleaseCalendarQuery } = releaseCalendarApi;
