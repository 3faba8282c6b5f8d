import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real production server (src/server/main.ts, as `npm start` runs it but from the source) with
 * the repository's defaults must refuse to start: exit code 1, one fatal line naming the variables,
 * no database opened, no port listened on. No build is needed: the check runs before Next.
 */

const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** main.ts with NODE_ENV=production and only the given variables. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/server/main.ts'], {
      cwd: ROOT,
      // Only what the test sets: not the developer's MOMO_* or DEMO_MODE.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself:\n${output}`));
    }, 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production server start', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-prodstart-'));
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to start with the repository defaults and names every unsafe variable', async () => {
    const pgliteDir = path.join(folder, 'pglite');
    const publishedSecret = 'local-vnpay-hash-secret-change-me';
    const { code, output } = await runServer({
      PGLITE_DIR: pgliteDir,
      PORT: '39187',
      HOST: '127.0.0.1',
      MAIL_OUTBOX_PAGE: 'on',
      VNPAY_HASH_SECRET: publishedSecret,
    });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    const fatal = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; variables?: string[] },
    );
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.level).toBe(60);
    expect(fatal[0]?.variables).toEqual([
      'MOMO_ENDPOINT',
      'MOMO_PARTNER_CODE',
      'MOMO_ACCESS_KEY',
      'MOMO_SECRET_KEY',
      'VNPAY_PAY_URL',
      'VNPAY_TMN_CODE',
      'VNPAY_HASH_SECRET',
      'BANK_ACCOUNT_NUMBER',
      'BANK_ACCOUNT_NAME',
      'SITE_URL',
      'NEXT_PUBLIC_HASHCODE_KEY',
      'MAIL_OUTBOX_PAGE',
      'SMTP_URL',
    ]);
    expect(fatal[0]?.msg).toContain('VNPAY_HASH_SECRET (a value published in the repository)');
    expect(output).not.toContain(publishedSecret);
    expect(output).not.toContain('server ready');
    // Stopped before the database was opened.
    expect(existsSync(pgliteDir)).toBe(false);
  });
});
