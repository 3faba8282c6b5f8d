import { eq } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { companies, importRuns } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { upsertChanged } from '../../db/upsert';
import { ImportFileError, runFileImport } from '../framework';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('runFileImport', () => {
  it('commits a good file and records the run', async () => {
    const summary = await runFileImport(handle.db, 'test', 'good.csv', async (ctx) => {
      ctx.read(2);
      ctx.reject(2, 'ngày trùng lặp');
      ctx.wrote(
        await upsertChanged(
          ctx.tx,
          companies,
          [{ ticker: 'AAA', nameVi: 'Công ty A', exchange: 'HOSE', companyType: 'non_financial' }],
          { target: [companies.ticker], update: [companies.nameVi] },
        ),
      );
    });
    expect(summary).toMatchObject({
      rowsRead: 2,
      rowsWritten: 1,
      rowsRejected: 1,
      rejections: [{ row: 2, reason: 'ngày trùng lặp' }],
    });
    const runs = await handle.db.select().from(importRuns).where(eq(importRuns.file, 'good.csv'));
    expect(runs[0]?.status).toBe('succeeded');
  });

  it('rolls back everything of a file that fails half way and names file, row and reason', async () => {
    const attempt = runFileImport(handle.db, 'test', 'broken.csv', async (ctx) => {
      await ctx.tx
        .insert(companies)
        .values({ ticker: 'BBB', nameVi: 'Công ty B', exchange: 'HNX', companyType: 'bank' });
      ctx.fail(17, 'giá đóng cửa nằm ngoài khoảng thấp nhất - cao nhất');
    });
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow('broken.csv, row 17: giá đóng cửa');
    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'BBB'))).toEqual([]);
    const runs = await handle.db.select().from(importRuns).where(eq(importRuns.file, 'broken.csv'));
    expect(runs[0]?.status).toBe('failed');
  });
});
