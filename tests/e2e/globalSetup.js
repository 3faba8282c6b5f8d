// Starts the production server (npm start) on E2E_PORT with a fresh embedded database, once for all browser tests.
const { spawn, execFileSync } = require('node:child_process');
const { existsSync, mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

module.exports = async function globalSetup() {
  // The browser tests that start servers of their own (alerts, feed) may run in a jest run of their
  // own beside the others (.ci/run): that run needs no shared server.
  if (process.env.E2E_OWN_SERVERS_ONLY === '1') return;
  if (
    !existsSync(path.join(root, '.next', 'BUILD_ID')) ||
    !existsSync(path.join(root, 'dist', 'server.js'))
  ) {
    throw new Error('No production build: run `npm run build` before `npm run test:e2e`.');
  }
  const port = process.env.E2E_PORT || '3100';
  // E2E_PGLITE_DIR: a database prepared beforehand (.ci/run seeds it while the build runs); the
  // migrate and seed below then find nothing to do. Otherwise a fresh one.
  const pgliteDir =
    process.env.E2E_PGLITE_DIR || path.join(mkdtempSync(path.join(os.tmpdir(), 'vnfin-e2e-')), 'pglite');
  const env = {
    ...process.env,
    PGLITE_DIR: pgliteDir,
    PORT: port,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // A demonstration: the sandboxes, the outbox and a local URL are allowed (src/server/config/production.ts).
    DEMO_MODE: 'on',
    MAIL_OUTBOX_PAGE: 'on',
    PAYMENT_SANDBOX: 'on',
    // Each test page sends its own X-Forwarded-For (tests/e2e/browser.ts visitorHeaders).
    TRUST_PROXY: 'true',
    // Another name of this server than the one the browser tests use (BASE_URL, 127.0.0.1): payment
    // returns must follow the buyer's origin, not this setting (payments.e2e.test.ts, issue 28).
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    // The site's address, read at run time (issue 29): not the build's default (localhost:3000) nor
    // the tests' BASE_URL, so crawl.e2e.test.ts sees canonical links and sitemaps follow it.
    SITE_URL: `http://localhost:${port}`,
    // The statements inbox job (every minute) watches a folder of its own, not the checkout's .data.
    IMPORT_INBOX_DIR: path.join(path.dirname(pgliteDir), 'inbox'),
  };
  delete env.DATABASE_URL;
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  execFileSync(tsx, ['scripts/migrate.ts'], { cwd: root, env, stdio: 'inherit' });
  execFileSync(tsx, ['scripts/seed.ts'], { cwd: root, env, stdio: 'inherit' });

  // The production server exactly as `npm start` runs it (src/server/main.ts).
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist', 'server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${process.env.E2E_BASE_URL}/api/health`, Date.now() + 60000);
};
