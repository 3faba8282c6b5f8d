import type { GetServerSidePropsContext } from 'next';
import { makeStore } from '@/application/store';
import { calendarArgs, calendarViewOf } from '@/features/events/calendarView';
import { eventsApi } from '@/features/events/eventsApi';
import { companyEventsServerSideProps, eventsCalendarServerSideProps } from '@/ssr/corporateEvents';
import { callRoute } from '../../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { seedEventFixtures } from '../fixtures';

/** The pages' server render (src/ssr/corporateEvents.ts) and the routes' places in the one registry. */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seedEventFixtures(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('server render', () => {
  it('/events preloads the page of the address under the key the screen reads', async () => {
    const query = { from: '2024-01-01', to: '2024-12-31', exchange: 'HNX' };
    const result = await eventsCalendarServerSideProps({ query });
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    expect(props.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const store = makeStore(props.initialReduxState);
    const args = calendarArgs(calendarViewOf(query, props.today));
    const cached = eventsApi.endpoints.getMarketEvents.select(args)(store.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data?.items.map((item) => item.kind)).toEqual(['suspension', 'additional_listing']);
  });

  it('/enterprise/{TICKER}/events preloads the events and the dividend history; 404 unknown', async () => {
    const context = (ticker: string) =>
      ({
        query: { ticker },
        params: { ticker },
        resolvedUrl: `/enterprise/${ticker}/events`,
      }) as unknown as GetServerSidePropsContext;
    const result = await companyEventsServerSideProps(context('EVA'));
    if (!('props' in result)) throw new Error('expected props');
    const store = makeStore((await result.props).initialReduxState);
    expect(eventsApi.endpoints.getCompanyEvents.select('EVA')(store.getState()).status).toBe('fulfilled');
    const dividends = eventsApi.endpoints.getDividendHistory.select('EVA')(store.getState());
    expect(dividends.data?.entitlements.map((item) => item.kind)).toEqual(['bonus_issue', 'cash_dividend']);
    await expect(companyEventsServerSideProps(context('ZZZ'))).resolves.toEqual({ notFound: true });
  });
});

describe('the API registry', () => {
  it.each([
    '/api/market/events?from=2024-01-01&to=2024-12-31',
    '/api/enterprise/events',
    '/api/enterprise/dividends',
  ])('serves %s', async (target) => {
    const [path = '', search = ''] = target.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    const result = await callRoute(path, { query: path.includes('enterprise') ? { ticket: 'EVA' } : query });
    expect(result.status).toBe(200);
  });
});
