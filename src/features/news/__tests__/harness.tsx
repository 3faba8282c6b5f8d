import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DocumentItem, NewsItem } from '@/common/contracts/companyPages';
import { sealEnvelope } from '@/server/http/envelope';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { accountState } from '../../../../tests/helpers/accountState';

/**
 * Shared set-up of the news, documents and report screen tests: browser shims, an msw server whose
 * answers a test sets (as { hashCode }, the data endpoints' encoding), the requests it saw, and the
 * account state of a settled page load.
 */

installSelectDomShims();
// Two cores shared with other suites: the first render of a file can take seconds.
configure({ asyncUtilTimeout: 10000 });
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

type Answer = (params: URLSearchParams, path: string) => Response;

export const fake = {
  /** Every request seen: its path and query. */
  requests: [] as { path: string; params: URLSearchParams }[],
  answers: {} as Record<string, Answer>,
};

export const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
export const failure = (status: number, code: string, message = 'x') =>
  HttpResponse.json({ code, message, requestId: 'r1' }, { status });

/** Starts the msw server for the file; `answers` maps a path under /api to its answer. */
export function installServer(): void {
  const server = setupServer(
    http.get('*/api/*', ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*\/api/, '');
      fake.requests.push({ path, params: url.searchParams });
      const answer = fake.answers[path] ?? fake.answers[path.replace(/\/\d+$/, '/:id')];
      return answer ? answer(url.searchParams, path) : failure(404, 'NOT_FOUND');
    }),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    fake.requests.length = 0;
    fake.answers = {};
  });
  afterAll(() => {
    server.close();
  });
}

/** The queries sent to one path, as plain objects. */
export function queriesOf(path: string): Record<string, string>[] {
  return fake.requests
    .filter((request) => request.path === path)
    .map((request) => Object.fromEntries(request.params));
}

/** The account state of a settled page load (tests/helpers/accountState.ts). */
export const account = accountState;

const MINUTE = 60_000;

/** A news item of TCB published `minutesAgo` before now (use half units: renders come a little later). */
export function newsItem(id: number, minutesAgo: number, extra: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title: `Tin số ${String(id)}`,
    summary: `Tóm tắt tin ${String(id)}`,
    source: 'CafeF',
    url: null,
    publishedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    ticker: 'TCB',
    icbCode: '8355',
    ...extra,
  };
}

export function documentItem(id: number, extra: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id,
    kind: 'annual_report',
    title: `Báo cáo thường niên ${String(2020 + id)}`,
    year: 2020 + id,
    mimeType: 'application/pdf',
    publishedAt: '2024-04-01T03:00:00Z',
    openUrl: `/api/documents/${String(id)}/file`,
    downloadUrl: `/api/documents/${String(id)}/file?download=1`,
    ...extra,
  };
}
