import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Tests of the app shell: an msw server answering the shell's one request (app-info, demo data on),
 * refusing any other, and a fresh localStorage per test (the shell remembers the side menu's state
 * and the recent pages there). Call once at the top level of a test file.
 */
export function serveShellRequests(): void {
  const server = setupServer(
    http.get('*/api/app-info', () =>
      HttpResponse.json({ data: { demoData: true, seedVersion: '2', seededAt: null } }),
    ),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    localStorage.clear();
  });
  afterAll(() => {
    server.close();
  });
}
