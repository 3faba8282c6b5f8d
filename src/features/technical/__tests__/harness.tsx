import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { OhlcResolution } from '@/common/contracts/companyPages';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { TechnicalScreen } from '../components/TechnicalScreen';
import { account, ohlcResponse, summaryResponse } from './fixtures';

/**
 * Shared set-up of the technical screen tests: browser shims and an msw server answering the
 * stock-ohlc and technical-summary endpoints as { hashCode } (the data endpoints' encoding).
 * Test files mock ../loadHighstock themselves (jest.mock is hoisted per file).
 */

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

type Answer = (ticker: string, resolution: OhlcResolution) => Response;

const ohlcOk: Answer = (ticker, resolution) =>
  HttpResponse.json({ hashCode: sealEnvelope(ohlcResponse(ticker, resolution)) });
const summaryOk: Answer = (ticker, resolution) =>
  HttpResponse.json({ hashCode: sealEnvelope(summaryResponse(ticker, resolution)) });

export const serverError = () =>
  HttpResponse.json({ code: 'INTERNAL', message: 'x', requestId: 'r' }, { status: 500 });

export const api = {
  /** Every request, in order: which endpoint and resolution. */
  requests: [] as { path: 'ohlc' | 'summary'; ticket: string | null; resolution: string | null }[],
  ohlcAnswer: ohlcOk,
  summaryAnswer: summaryOk,
};

function params(request: Request) {
  const search = new URL(request.url).searchParams;
  return { ticket: search.get('ticket'), resolution: search.get('resolution') };
}

/** Starts the msw server for the file and resets it after each test. */
export function installTechnicalServer(): void {
  const server = setupServer(
    http.get('*/api/enterprise/stock-ohlc', ({ request }) => {
      const { ticket, resolution } = params(request);
      api.requests.push({ path: 'ohlc', ticket, resolution });
      return api.ohlcAnswer(ticket ?? '', (resolution ?? 'day') as OhlcResolution);
    }),
    http.get('*/api/enterprise/technical-summary', ({ request }) => {
      const { ticket, resolution } = params(request);
      api.requests.push({ path: 'summary', ticket, resolution });
      return api.summaryAnswer(ticket ?? '', (resolution ?? 'day') as OhlcResolution);
    }),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    api.requests.length = 0;
    api.ohlcAnswer = ohlcOk;
    api.summaryAnswer = summaryOk;
  });
  afterAll(() => {
    server.close();
  });
}

export function renderScreen(plan: Parameters<typeof account>[0] = 'BASIC') {
  return renderWithStore(<TechnicalScreen />, { preloadedState: account(plan) });
}
