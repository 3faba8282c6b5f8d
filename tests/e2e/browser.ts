import { chromium, type Browser } from 'playwright-core';

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
