import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { GetServerSidePropsContext } from 'next';
import type { MacroMenuResponse } from '@/common/contracts/macro';
import MacroIndicatorPage, { getServerSideProps } from '@/pages/macro/[group]/[child]';
import { sealEnvelope } from '@/server/http/envelope';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { customMenu, metricAnswer, releaseCalendar, vnMenu } from './fixtures';

/**
 * Shared set-up of the macro page tests: browser shims, an msw server answering the menus and
 * metric-data as { hashCode }, and helpers. Test files mock next/router (with memoryRouter),
 * MetricChart and the Highcharts loader themselves (jest.mock is hoisted per file).
 */

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
const failure = () => HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 });

export const api = {
  /** Every metric-data request: its extendID and whether it asked for the same-period form. */
  metricRequests: [] as { extendID: string | null; isSamePeriod: string | null }[],
  menu: (): Response => encoded(vnMenu()),
  customMenu: (): Response => encoded(customMenu()),
  releaseCalendar: (): Response => encoded(releaseCalendar()),
  /** extendIDs whose figures answer 500. */
  failing: new Set<string>(),
};

/** `handlers`: more routes the test file answers (e.g. POST /api/series/evaluate for formulas). */
export function installMacroServer(handlers: RequestHandler[] = []): void {
  const server = setupServer(
    ...handlers,
    http.get('*/api/macro/menu-macro', () => api.menu()),
    http.get('*/api/macro/menu-macro-custom', () => api.customMenu()),
    http.get('*/api/macro/release-calendar', () => api.releaseCalendar()),
    http.get('*/api/macro/metric-data', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const extendID = params.get('extendID');
      const isSamePeriod = params.get('isSamePeriod');
      api.metricRequests.push({ extendID, isSamePeriod });
      if (!extendID || api.failing.has(extendID)) return failure();
      return encoded(metricAnswer(extendID, isSamePeriod === 'true'));
    }),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    api.metricRequests.length = 0;
    api.failing.clear();
    api.menu = () => encoded(vnMenu());
    api.customMenu = () => encoded(customMenu());
    api.releaseCalendar = () => encoded(releaseCalendar());
  });
  afterAll(() => {
    server.close();
  });
}

/** The release calendar's answer, or a failure. */
export function calendarAnswer(data: unknown): () => Response {
  return data === 'error' ? failure : () => encoded(data);
}

export function menuAnswer(data: MacroMenuResponse | 'error'): () => Response {
  return data === 'error' ? failure : () => encoded(data);
}

/**
 * Renders the page as Next would: its getServerSideProps for the page props and store, at the
 * address /macro/<group>/<child>?<search> (the route's params in the query, as Next's router has).
 * The router is tests/helpers/memoryRouter: its replace changes the address and re-renders what
 * reads it, as Next's does (the macro view lives in the address).
 */
export async function renderPage(group: string, child: string, search = '') {
  const query = { group, child, ...Object.fromEntries(new URLSearchParams(search)) };
  memoryRouter.reset(`/macro/${group}/${child}`, query);
  const result = await getServerSideProps({
    params: { group, child },
    query,
  } as unknown as GetServerSidePropsContext);
  if (!('props' in result)) throw new Error('no props');
  const props = await result.props;
  return renderWithStore(<MacroIndicatorPage {...props} />, { preloadedState: props.initialReduxState });
}

/** The metrics the chart was given. */
export function chartMetrics() {
  return screen.queryAllByTestId('chart-metric').map((element) => ({
    id: element.dataset.id,
    color: element.dataset.color,
    seriesType: element.dataset.seriesType,
    axis: element.dataset.axis,
    hasData: element.dataset.hasData,
  }));
}

export function seriesCheckbox(seriesId: number): HTMLElement {
  const item = screen
    .getAllByTestId('macro-series')
    .find((element) => element.dataset.seriesId === String(seriesId));
  if (!item) throw new Error(`no series ${String(seriesId)}`);
  return within(item).getByRole('checkbox');
}

export function selectedRows(): string[] {
  return screen.queryAllByTestId('macro-selected-metric').map((row) => row.dataset.extendId ?? '');
}

export async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

/** The last address the page wrote. */
export function lastUrl(): string {
  const target = memoryRouter.replace.mock.calls.at(-1)?.[0];
  return typeof target === 'string' ? target : '';
}
