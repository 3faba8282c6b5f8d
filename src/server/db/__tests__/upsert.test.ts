import { eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { industries } from '../schema';
import { createTestDatabase } from '../testing';
import { fitsUnnest } from '../unnest';
import { upsertChanged } from '../upsert';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
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
