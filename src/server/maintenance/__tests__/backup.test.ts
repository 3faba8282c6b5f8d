import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { Client } from 'pg';
import { createUser } from '../../../../tests/helpers/accounts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../../db/client';
import { chartSections, orders, users } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { insertSections } from '../../modules/charts/charts.repository';
import { insertOrder } from '../../modules/payments/payments.repository';
import { backupPglite, restorePglite } from '../pgliteBackup';
import { backupPostgres, findTool, restorePostgres } from '../postgresBackup';

/**
 * npm run db:backup / db:restore (scripts/db): a round trip keeps every user, order and chart
 * section; a truncated file, a target in use and a non-empty target without --force change nothing.
 */

const SETTINGS = { shared_buffers: '16MB' };
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Two users with an order each and chart sections, written through the helpers and repositories. */
async function writeSample(db: Database): Promise<void> {
  for (const [index, name] of ['Nguyễn Văn An', 'Trần Thị Bình'].entries()) {
    const user = await createUser(db, { password: null, name, email: `sao-luu-${String(index)}@example.vn` });
    await insertOrder(db, {
      orderCode: `VNF-BACKUP-${String(index)}`,
      userId: user.id,
      plan: index === 0 ? 'PRO' : 'PREMIUM',
      months: 12,
      method: 'MOMO',
      listAmount: 1_200_000,
      amount: 1_080_000,
      discountAmount: 120_000,
      status: index === 0 ? 'paid' : 'pending',
    });
    await insertSections(db, [
      {
        ownerKey: `user:${String(user.id)}`,
        symbol: 'FPT',
        sectionName: `Lợi nhuận ${String(index)}`,
        isAutoAxis: true,
        position: 0,
        config: [
          {
            chartId: `c${String(index)}`,
            chartName: 'Ghi chú',
            size: 50,
            metrics: [],
            isAutoAxis: true,
            viewType: 'quarter',
            initTimeFilter: 'All',
            position: { x: 0, y: 0 },
            textBlockContent: 'Doanh thu tăng đều',
          },
        ],
      },
    ]);
  }
}

async function readSample(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    sections: await db.select().from(chartSections).orderBy(asc(chartSections.id)),
  };
}

/** Names, sizes and modification times of every file under a directory. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = statSync(full);
      return `${path.relative(dir, full)} ${String(stat.size)} ${String(stat.mtimeMs)}`;
    })
    .sort();
}

const pgliteRun = process.env.TEST_DATABASE_URL ? describe.skip : describe;
if (process.env.TEST_DATABASE_URL) {
  console.log('PGlite backup tests skipped: TEST_DATABASE_URL is set (they run in the PGlite pass).');
}

pgliteRun('embedded database backup and restore', () => {
  let scratch: string;
  let sourceDir: string;
  let restoredDir: string;
  let backupFile: string;
  let expected: Awaited<ReturnType<typeof readSample>>;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'vnfin-backup-'));
    sourceDir = path.join(scratch, 'source');
    restoredDir = path.join(scratch, 'restored');
    backupFile = path.join(scratch, 'backups', 'vnfin.tar.gz');
    // A migrated database in a data directory: the test snapshot, loaded into it.
    const migrated = await createTestDatabase();
    const dump = await migrated.dumpDataDir?.('none');
    await migrated.close();
    if (!dump) throw new Error('no PGlite snapshot');
    const source = openPglite(sourceDir, dump, SETTINGS);
    try {
      await writeSample(source.db);
      expected = await readSample(source.db);
    } finally {
      await source.close();
    }
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('restores every user, order and chart section with equal fields into a new directory', async () => {
    const backup = await backupPglite(sourceDir, backupFile, SETTINGS);
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.migrations).toBeGreaterThan(0);
    const restored = await restorePglite(backupFile, restoredDir, { settings: SETTINGS });
    expect(restored.previous).toBeUndefined();
    const handle = openPglite(restoredDir, undefined, SETTINGS);
    try {
      // Pending migrations apply as after any start (scripts/migrate.ts); here none are pending.
      await handle.migrate();
      const found = await readSample(handle.db);
      expect(found.users).toHaveLength(2);
      expect(found.orders).toHaveLength(2);
      expect(found.sections).toHaveLength(2);
      expect(found).toEqual(expected);
    } finally {
      await handle.close();
    }
  });

  it('refuses a truncated or foreign file and leaves the target as it was', async () => {
    const before = listing(restoredDir);
    const truncated = path.join(scratch, 'truncated.tar.gz');
    const whole = readFileSync(backupFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restorePglite(truncated, restoredDir, { force: true, settings: SETTINGS })).rejects.toThrow(
      /không phải bản sao lưu hợp lệ \(tệp nén bị cắt cụt hoặc hỏng\)\. Không có thay đổi nào/,
    );
    const foreign = path.join(scratch, 'notes.tar.gz');
    writeFileSync(foreign, 'không phải bản sao lưu'.repeat(100));
    await expect(restorePglite(foreign, restoredDir, { force: true, settings: SETTINGS })).rejects.toThrow(
      /không phải bản sao lưu hợp lệ/,
    );
    expect(listing(restoredDir)).toEqual(before);
    // No half-restored copy is left beside it either.
    expect(readdirSync(scratch).sort()).toEqual(
      ['backups', 'notes.tar.gz', 'restored', 'source', 'truncated.tar.gz'].sort(),
    );
  });

  it('refuses a non-empty target without --force, and a database another process has open', async () => {
    await expect(restorePglite(backupFile, restoredDir, { settings: SETTINGS })).rejects.toThrow(
      /đã có dữ liệu\. Thêm --force/,
    );
    const open = openPglite(restoredDir, undefined, SETTINGS);
    try {
      await open.executeSql('select 1');
      await expect(backupPglite(restoredDir, path.join(scratch, 'busy.tar.gz'), SETTINGS)).rejects.toThrow(
        /đang được một tiến trình khác sử dụng/,
      );
      await expect(
        restorePglite(backupFile, restoredDir, { force: true, settings: SETTINGS }),
      ).rejects.toThrow(/đang được một tiến trình khác sử dụng/);
    } finally {
      await open.close();
    }
  });

  it('replaces a non-empty target with --force and keeps the old one beside it', async () => {
    const restored = await restorePglite(backupFile, restoredDir, { force: true, settings: SETTINGS });
    expect(restored.previous).toMatch(/restored\.before-restore-/);
    expect(readdirSync(restored.previous ?? '')).toContain('PG_VERSION');
    expect(readdirSync(restoredDir)).toContain('PG_VERSION');
  });
});

/** The database's own URL: TEST_DATABASE_URL with its name. */
function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const adminUrl = process.env.TEST_DATABASE_URL;
const toolEnv = { ...process.env, PATH: `${PG_BIN}${path.delimiter}${process.env.PATH ?? ''}` };
const pgReady =
  Boolean(adminUrl) && findTool('pg_dump', toolEnv) !== null && findTool('pg_restore', toolEnv) !== null;
if (!pgReady) {
  console.log(
    'PostgreSQL backup tests skipped: they need TEST_DATABASE_URL and pg_dump/pg_restore (PATH or /usr/lib/postgresql/15/bin).',
  );
}

(pgReady ? describe : describe.skip)('PostgreSQL backup and restore (pg_dump / pg_restore)', () => {
  let source: DatabaseHandle;
  let scratch: string;
  let targetName: string;
  let targetUrl: string;
  let expected: Awaited<ReturnType<typeof readSample>>;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'vnfin-pgbackup-'));
    source = await createTestDatabase();
    await writeSample(source.db);
    expected = await readSample(source.db);
    targetName = `vnfin_restore_${String(process.pid)}_${String(Date.now())}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${targetName}`);
    await admin.end();
    targetUrl = urlOf(adminUrl ?? '', targetName);
  });

  afterAll(async () => {
    await source.close();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${targetName} with (force)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('round-trips every user, order and chart section; refuses a truncated file and a non-empty target', async () => {
    const name = (await source.executeSql('select current_database() as name')).rows[0]?.name;
    const file = path.join(scratch, 'vnfin.dump');
    await backupPostgres(urlOf(adminUrl ?? '', String(name)), file, { env: toolEnv });
    await restorePostgres(file, targetUrl, { env: toolEnv });
    const target = openPostgres(targetUrl, 2);
    try {
      expect(await readSample(target.db)).toEqual(expected);

      await expect(restorePostgres(file, targetUrl, { env: toolEnv })).rejects.toThrow(/Thêm --force/);
      const whole = readFileSync(file);
      const truncated = path.join(scratch, 'truncated.dump');
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
      await expect(restorePostgres(truncated, targetUrl, { env: toolEnv, force: true })).rejects.toThrow(
        /cắt cụt hoặc hỏng|không phải bản sao lưu pg_dump/,
      );
      expect(await readSample(target.db)).toEqual(expected);
    } finally {
      await target.close();
    }
  });
});

/** The message a promise rejects with ('' when it resolves). */
function rejectionOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

describe('PostgreSQL backup without pg_dump / pg_restore installed', () => {
  const url = 'postgres://vnfin:Mat-khau-bi-mat@db.example.vn:5432/vnfin';
  const noTools = { env: { ...process.env, PATH: '' } };

  it('prints the command to run by hand, never the password', async () => {
    const backup = await rejectionOf(backupPostgres(url, '/tmp/vnfin-missing-tools.dump', noTools));
    expect(backup).toMatch(/^Không tìm thấy pg_dump trong PATH/);
    expect(backup).toContain(
      'pg_dump --format=custom --file="/tmp/vnfin-missing-tools.dump" --dbname="postgres://vnfin@db.example.vn:5432/vnfin"',
    );
    expect(backup).toContain('PGPASSWORD');
    const restore = await rejectionOf(restorePostgres('/tmp/vnfin-missing-tools.dump', url, noTools));
    expect(restore).toMatch(/^Không tìm thấy pg_restore[\s\S]*pg_restore --clean --if-exists/);
    expect(backup + restore).not.toContain('Mat-khau-bi-mat');
  });
});
