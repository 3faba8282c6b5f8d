import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { readsOwnBody } from '../../http/handler';
import { SECURITY_HEADERS } from '../securityHeaders';
import { API_ROUTES } from '../apiRoutes';

const PAGES_API = path.join(process.cwd(), 'src/pages/api');

function apiFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return apiFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function routePath(file: string): string {
  const relative = path
    .relative(PAGES_API, file)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
  return `/api/${relative.replace(/\/index$/, '')}`;
}

describe('API route registry of the production server', () => {
  it('lists exactly the routes of src/pages/api, with the very same handlers', async () => {
    const files = apiFiles(PAGES_API);
    expect(files.length).toBeGreaterThan(0);
    const fromPages: Record<string, unknown> = {};
    for (const file of files) {
      const loaded = (await import(file)) as { default: unknown };
      fromPages[routePath(file)] = loaded.default;
    }
    expect(Object.keys(API_ROUTES).sort()).toEqual(Object.keys(fromPages).sort());
    for (const [route, handler] of Object.entries(API_ROUTES)) expect(fromPages[route]).toBe(handler);
  });

  it('turns Next’s body parser off exactly for the routes that read their own (large) bodies', async () => {
    const ownBody: string[] = [];
    const parserOff: string[] = [];
    for (const file of apiFiles(PAGES_API)) {
      const loaded = (await import(file)) as {
        default: NextApiHandler;
        config?: { api?: { bodyParser?: unknown } };
      };
      if (readsOwnBody(loaded.default)) ownBody.push(routePath(file));
      if (loaded.config?.api?.bodyParser === false) parserOff.push(routePath(file));
    }
    expect(ownBody).toContain('/api/admin/imports');
    expect(parserOff.sort()).toEqual(ownBody.sort());
  });
});

describe('security headers', () => {
  it('are the same for pages (next.config.js) and for the API lane', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../../../../next.config.js') as {
      headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>;
    };
    const rules = await config.headers();
    const all = rules.find((rule) => rule.source === '/:path*');
    expect(all?.headers).toEqual(SECURITY_HEADERS);
  });
});
