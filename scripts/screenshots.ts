/**
 * npx tsx scripts/screenshots.ts <out dir> — screenshots of the main screens of a running server
 * (SCREENSHOTS_BASE, default http://127.0.0.1:3300), for before/after comparisons of UI changes
 * (docs/screenshots/). Signs in as SCREENSHOTS_EMAIL / SCREENSHOTS_PASSWORD (a PREMIUM subscriber,
 * so data pages draw what a customer sees), then takes each screen at 1440x900 and the phone ones at
 * 390x844, once the page has settled. The desktop PNGs are drawn at a device scale of 0.6 (864x540
 * pixels for the 1440x900 layout) to keep them small enough to commit.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { signIn } from './bench/pageMeasure';

const BASE = process.env.SCREENSHOTS_BASE ?? 'http://127.0.0.1:3300';
const ACCOUNT = {
  email: process.env.SCREENSHOTS_EMAIL ?? 'shots@example.vn',
  password: process.env.SCREENSHOTS_PASSWORD ?? 'Shots-pages-1',
};

interface Shot {
  name: string;
  path: string;
  phone?: boolean;
}

const SHOTS: readonly Shot[] = [
  { name: 'home', path: '/', phone: true },
  { name: 'finance-balance-sheet', path: '/enterprise/FPT/finance/balance-sheet', phone: true },
  { name: 'macro', path: '/macro' },
  { name: 'macro-cpi', path: '/macro/cpi/cpi' },
  { name: 'overview', path: '/enterprise/FPT/overview' },
  { name: 'chart-personal', path: '/enterprise/FPT/chart/personalization' },
];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCALE = { desktop: 0.6, phone: 1 } as const;

async function shoot(context: BrowserContext, shot: Shot, file: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(BASE + shot.path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // Charts animate in; give them their second.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: file });
  await page.close();
}

/** The personal chart page shows one ready-made section (copied once into the account). */
async function preparePersonalCharts(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${BASE}/enterprise/FPT/chart/personalization`, { waitUntil: 'networkidle' });
  if (await page.getByText('Chưa có mục biểu đồ nào').isVisible()) {
    await page.getByRole('button', { name: 'Sao chép từ mẫu mặc định' }).click();
    await page.getByRole('menuitem').first().click();
    await page.getByTestId('chart-section').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await page.close();
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx scripts/screenshots.ts <out dir>');
  mkdirSync(out, { recursive: true });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const state = await signIn(browser, BASE, ACCOUNT);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await browser.newContext({
        storageState: state,
        viewport,
        deviceScaleFactor: SCALE[size],
      });
      if (size === 'desktop') await preparePersonalCharts(context);
      for (const shot of SHOTS) {
        if (size === 'phone' && !shot.phone) continue;
        const file = path.join(out, `${shot.name}-${size}.png`);
        await shoot(context, shot, file);
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
