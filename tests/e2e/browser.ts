import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

/** Debian's Chromium with the flags this machine needs (no network beyond loopback); Playwright gives it a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let visitors = 0;

/**
 * Headers that make a page look like its own visitor: a distinct client address, which the server
 * under test reads from X-Forwarded-For (globalSetup sets TRUST_PROXY=true). The per-address limits on
 * registrations and logins then apply per test, as they would to separate people.
 */
export function visitorHeaders(): Record<string, string> {
  visitors += 1;
  const salt = Math.floor(Math.random() * 250);
  return { 'X-Forwarded-For': `10.${String(salt)}.${String(process.pid % 250)}.${String(visitors)}` };
}

export interface PageOptions {
  /** Each page its own client address (visitorHeaders): for flows that register or log in. */
  visitor?: boolean;
  acceptDownloads?: boolean;
  viewport?: { width: number; height: number };
  /** Runs on every new page before the test (e.g. addInitScript). */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * The jest hooks of a browser test file: one Chromium for the file and, per test, a new page in a
 * new context (its own cookies and localStorage), closed after the test. `use` receives them.
 */
export function withBrowserPages(options: PageOptions, use: (browser: Browser, page: Page) => void): void {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let cspViolations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    // A context of its own, so a test may open a second tab of the same session (context.newPage()).
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1400, height: 900 },
      ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
      ...(options.visitor ? { extraHTTPHeaders: visitorHeaders() } : {}),
    });
    page = await context.newPage();
    // Every page of every browser test also proves the Content-Security-Policy lets it work: Chromium
    // reports each blocked script, style, connection or frame as a console error.
    cspViolations = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    await options.prepare?.(page);
    use(browser, page);
  });
  afterEach(async () => {
    await page?.context().close();
    if (cspViolations.length > 0)
      throw new Error(`Content-Security-Policy blocked:\n${cspViolations.join('\n')}`);
  });
}
