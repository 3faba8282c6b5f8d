/**
 * @jest-environment jest-fixed-jsdom
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { HTTP_ERROR_MESSAGES } from '@/lib/httpErrors';
import { httpBaseQuery } from '../baseQuery';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const api = {} as BaseQueryApi;
const schema = z.object({ ticker: z.string(), value: z.number() });

describe('httpBaseQuery', () => {
  it('checks the answer against the contract it loads, and returns what the contract parsed', async () => {
    server.use(
      http.get('*/api/quote', () => HttpResponse.json({ data: { ticker: 'FPT', value: 1.5, extra: true } })),
    );
    const load = jest.fn(() => Promise.resolve(schema));
    const result = await httpBaseQuery({ url: '/quote', silent: true, validate: load }, api, {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ data: { ticker: 'FPT', value: 1.5 } });
  });

  it('turns an answer that breaks the contract into a Vietnamese "corrupted" error', async () => {
    server.use(http.get('*/api/quote', () => HttpResponse.json({ data: { ticker: 'FPT', value: 'x' } })));
    const result = await httpBaseQuery(
      { url: '/quote', silent: true, validate: () => Promise.resolve(schema) },
      api,
      {},
    );
    expect(result).toEqual({ error: { kind: 'corrupted', message: HTTP_ERROR_MESSAGES.corrupted } });
  });

  it('does not load the contract when the request fails, and keeps the HTTP error', async () => {
    server.use(http.get('*/api/quote', () => HttpResponse.json({ message: 'Không có' }, { status: 404 })));
    const load = jest.fn(() => Promise.resolve(schema));
    const result = await httpBaseQuery({ url: '/quote', silent: true, validate: load }, api, {});
    expect(load).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ kind: 'notFound', status: 404 });
  });

  it('passes answers through unchecked when the endpoint names no contract', async () => {
    server.use(http.get('*/api/raw', () => HttpResponse.json({ data: [1, 2] })));
    await expect(httpBaseQuery('/raw', api, {})).resolves.toEqual({ data: [1, 2] });
  });
});
