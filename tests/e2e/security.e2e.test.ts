import { BASE_URL } from './browser';

/** Answers of the production server that need no browser: issue 25's low findings. */
describe('production server hardening', () => {
  it('answers 404, not 500, for the unused image optimizer', async () => {
    const response = await fetch(`${BASE_URL}/_next/image?url=%2Fapi%2Fusers%2Favatar%2F1&w=64&q=75`);
    expect(response.status).toBe(404);
  });

  it('lists no analytics or social source in the CSP of a build without them, and takes reports', async () => {
    const page = await fetch(`${BASE_URL}/pricing`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('report-uri /api/csp-report');
    if (!process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID) expect(csp).not.toContain('googletagmanager');
    if (!process.env.NEXT_PUBLIC_FACEBOOK_APP_ID) expect(csp).not.toContain('facebook');
    const report = await fetch(`${BASE_URL}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${BASE_URL}/pricing`,
          'blocked-uri': 'inline',
          'effective-directive': 'script-src',
        },
      }),
    });
    expect(report.status).toBe(204);
  });
});
