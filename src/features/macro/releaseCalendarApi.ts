import type { AppStore } from '@/application/store';
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

/** The server function the SSR glue passes in (features never import src/server). */
export type ReleaseCalendarSource = () => Promise<MacroReleaseCalendarResponse>;

/** Puts the release calendar in the RTK Query cache, so /macro paints its cards with the page. */
export async function preloadReleaseCalendar(
  store: AppStore,
  source: ReleaseCalendarSource,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await store.dispatch(
      releaseCalendarApi.util.upsertQueryData('getMacroReleaseCalendar', undefined, await source()),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
