import http from 'node:http';
import type { AddressInfo } from 'node:net';
import nextConfig from '../../../../next.config';
import { answerDisabledImageOptimizer } from '../imageOptimizer';

/**
 * No page uses next/image, yet Next's image optimizer answered /_next/image and failed with a 500
 * on an avatar URL. It is turned off in next.config.ts, and the production server answers a plain
 * 404 for it before Next is involved.
 */

describe('the image optimizer is off', () => {
  it('next.config.ts leaves images unoptimized (Next answers 404 for /_next/image)', () => {
    expect(nextConfig.images?.unoptimized).toBe(true);
  });

  describe('the production server', () => {
    let server: http.Server;
    let base: string;

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        if (answerDisabledImageOptimizer(req, res)) return;
        res.writeHead(299).end('next');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it.each([
      '/_next/image?url=%2Fapi%2Fusers%2Favatar%2F1&w=64&q=75',
      '/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=3840&q=100',
      '/_next/image',
    ])('answers 404 with the security headers for %s', async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    });

    it('leaves every other path to Next', async () => {
      for (const path of ['/_next/static/chunks/main.js', '/_next/images-of-mine', '/', '/api/health']) {
        expect((await fetch(`${base}${path}`)).status).toBe(299);
      }
    });
  });
});
