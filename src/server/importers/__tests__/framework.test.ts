import { eq, inArray } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { companies, importRuns, industries } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { fitsUnnest } from '../../db/unnest';
import { ImportFileError, runFileImport, upsertChanged } from '../framework';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const bank = { icbCode: '8355', level: 4, parentCode: '8350', nameVi: 'Ngân hàng', nameEn: 'Banks' };

describe('upsertChanged', () => {
  it('inserts, then writes nothing for the same rows, then updates only what changed', async () => {
    const options = {
      target: [industries.icbCode],
      update: [industries.nameVi, industries.nameEn, industries.level],
    };
    expect(await upsertChanged(handle.db, industries, [bank], options)).toBe(1);
    expect(await upsertChanged(handle.db, industries, [bank], options)).toBe(0);
    expect(
      await upsertChanged(handle.db, industries, [{ ...bank, nameVi: 'Ngân hàng thương mại' }], options),
    ).toBe(1);
    const [row] = await handle.db.select().from(industries).where(eq(industries.icbCode, '8355'));
    expect(row?.nameVi).toBe('Ngân hàng thương mại');
  });

  it('gives the same result through unnest (uniform rows) and through VALUES (rows with other keys)', async () => {
    const options = { target: [industries.icbCode], update: [industries.nameVi, industries.parentCode] };
    const uniform = [
      {
        icbCode: '9001',
        level: 4,
        parentCode: '9000',
        nameVi: 'Một "trích dẫn" \\ và, dấu phẩy',
        nameEn: 'A',
      },
      { icbCode: '9002', level: 4, parentCode: null, nameVi: 'Hai {ngoặc}', nameEn: 'B' },
    ];
    expect(fitsUnnest(industries, uniform)).toBe(true);
    expect(await upsertChanged(handle.db, industries, uniform, options)).toBe(2);
    expect(await upsertChanged(handle.db, industries, uniform, options)).toBe(0);
    const mixed = [
      { ...uniform[0]!, nameVi: 'Một' },
      { icbCode: '9002', level: 4, nameVi: 'Hai {ngoặc}', nameEn: 'B' },
    ];
    expect(fitsUnnest(industries, mixed)).toBe(false);
    expect(await upsertChanged(handle.db, industries, mixed, options)).toBe(1);
    const rows = await handle.db
      .select({ code: industries.icbCode, nameVi: industries.nameVi, parent: industries.parentCode })
      .from(industries)
      .where(inArray(industries.icbCode, ['9001', '9002']))
      .orderBy(industries.icbCode);
    expect(rows).toEqual([
      { code: '9001', nameVi: 'Một', parent: '9000' },
      { code: '9002', nameVi: 'Hai {ngoặc}', parent: null },
    ]);
  });

  it('keeps JSON values and non-finite numbers out of the unnest path', () => {
    expect(fitsUnnest(industries, [{ ...bank, nameEn: { en: 'Banks' } as never }])).toBe(false);
    expect(fitsUnnest(industries, [{ ...bank, level: Number.NaN }])).toBe(false);
    expect(fitsUnnest(industries, [])).toBe(false);
  });
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
