import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import type { MacroMenuResponse, MacroReleaseCalendarResponse } from '@/common/contracts/macro';
import { macroApi } from '@/features/macro/macroApi';
import { releaseCalendarApi } from '@/features/macro/releaseCalendarApi';
import { setDatabaseHandle, type DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from '@/server/db/testing';
import { clearMacroCache } from '@/server/modules/macro/macro.cache';
import { macroMenuCustomRoute, macroReleaseCalendarRoute } from '@/server/modules/macro/macro.handlers';
import { get, seedMacroFixtures } from '@/server/modules/macro/__tests__/fixtures';
import { macroIndexServerSideProps } from '@/ssr/macro';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedMacroFixtures(handle.db);
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

/** A guest's request: no cookies. */
const guest = {
  query: {},
  req: { headers: {} },
  resolvedUrl: '/macro',
} as unknown as GetServerSidePropsContext;

describe('macroIndexServerSideProps', () => {
  it("puts the guest's custom menu in the RTK Query cache, equal to what the route answers", async () => {
    const result = await macroIndexServerSideProps(guest);
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = await result.props;
    const store = makeStore(props.initialReduxState);
    const cached = macroApi.endpoints.getMacroMenuCustom.select(undefined)(store.getState());
    expect(cached.status).toBe('fulfilled');
    const { status, data } = await get<MacroMenuResponse>(macroMenuCustomRoute, {}, 'anonymous');
    expect(status).toBe(200);
    expect(cached.data).toEqual(data);
    expect(cached.data?.groups.length).toBeGreaterThan(0);
  });

  it('puts the release calendar in the cache too, equal to what the route answers', async () => {
    const result = await macroIndexServerSideProps(guest);
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const cached = releaseCalendarApi.endpoints.getMacroReleaseCalendar.select(undefined)(
      makeStore(props.initialReduxState).getState(),
    );
    expect(cached.status).toBe('fulfilled');
    const { data } = await get<MacroReleaseCalendarResponse>(macroReleaseCalendarRoute, {}, 'anonymous');
    expect(cached.data).toEqual(data);
    expect(cached.data?.cards.length).toBeGreaterThan(0);
  });

  it('still renders when the menu cannot be read (the browser asks again)', async () => {
    clearMacroCache();
    setDatabaseHandle(undefined);
    const closed = await createTestDatabase();
    await closed.close();
    setDatabaseHandle(closed);
    try {
      const result = await macroIndexServerSideProps(guest);
      if (!('props' in result)) throw new Error('expected props');
      const props = await result.props;
      const cached = macroApi.endpoints.getMacroMenuCustom.select(undefined)(
        makeStore(props.initialReduxState).getState(),
      );
      expect(cached.status).toBe('uninitialized');
    } finally {
      setDatabaseHandle(handle);
    }
  });
});
